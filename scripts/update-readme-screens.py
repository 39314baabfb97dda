#!/usr/bin/env python3
"""Regenerates the screens in README.md from `tessera --snapshot` (run by `make docs`).

Each block between `<!-- screen: ARGS -->` and `<!-- /screen -->` is replaced by the output of
`tessera ARGS --snapshot`, in a fenced text block.
"""
import re, shlex, subprocess, sys

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/tessera"
readme = open("README.md", encoding="utf-8").read()

def render(match):
    args = match.group(1).strip()
    out = subprocess.run([binary, *shlex.split(args), "--snapshot", "--state-dir", "/tmp/tessera-docs-state"],
                         check=True, capture_output=True, text=True).stdout
    return f"<!-- screen: {args} -->\n```text\n{out.rstrip()}\n```\n<!-- /screen -->"

updated = re.sub(r"<!-- screen: (.*?) -->.*?<!-- /screen -->", render, readme, flags=re.S)
open("README.md", "w", encoding="utf-8").write(updated)
