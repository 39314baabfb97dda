#!/usr/bin/env python3
"""Lists the public declarations of the library modules that have no doc comment.

Reads the symbol graphs `swift package dump-symbol-graph --minimum-access-level public` writes
(run by `make docs-check`). Declarations the compiler makes (memberwise and protocol-default
members copied onto each type) are not counted; members whose doc comment comes from the
protocol requirement they implement count as documented, as DocC shows them that way.

Usage: check-doc-comments.py SYMBOLGRAPH_DIR [--count]
Exits 1 when a declaration is undocumented; --count prints the totals only and exits 0.
"""
import glob, json, os, sys

MODULES = ["Tessera", "TesseraTesting", "TesseraNCurses", "TesseraTerminal"]
directory = sys.argv[1] if len(sys.argv) > 1 else ".build/symbolgraph"
count_only = "--count" in sys.argv
sources = os.path.join(os.getcwd(), "Sources") + "/"

missing, totals = [], {}
for module in MODULES:
    files = glob.glob(os.path.join(directory, module + ".symbols.json"))
    files += glob.glob(os.path.join(directory, module + "@*.symbols.json"))
    if not files:
        sys.exit(f"check-doc-comments: no symbol graph for {module} in {directory}")
    seen, public, documented = set(), 0, 0
    for path in files:
        for symbol in json.load(open(path, encoding="utf-8"))["symbols"]:
            identifier = symbol["identifier"]["precise"]
            location = symbol.get("location", {})
            uri = location.get("uri", "").removeprefix("file://")
            if symbol.get("accessLevel") != "public" or "::SYNTHESIZED::" in identifier:
                continue
            if identifier in seen or not uri.startswith(sources):
                continue
            seen.add(identifier)
            public += 1
            if symbol.get("docComment"):
                documented += 1
            else:
                line = location.get("position", {}).get("line", 0) + 1
                title = " ".join(symbol.get("pathComponents", [symbol["names"]["title"]]))
                missing.append(f"{uri.removeprefix(sources)}:{line}: {title}")
    totals[module] = (public, documented)

for module, (public, documented) in totals.items():
    print(f"{module}: {documented} of {public} public declarations documented")
if count_only:
    sys.exit(0)
for entry in sorted(missing):
    print("undocumented: " + entry)
sys.exit(1 if missing else 0)
