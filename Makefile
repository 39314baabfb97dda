# Tessera — build, test and install.
PREFIX ?= /usr/local
SWIFT ?= swift
BIN_DIR = $(DESTDIR)$(PREFIX)/bin
# Where earlier installs put the data (now built into the binary); uninstall removes it.
SHARE_DIR = $(DESTDIR)$(PREFIX)/share/tessera
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: all run deps build serve test examples fuzz snapshots screenshots release bench bench-startup link-order docs docs-api docs-check install uninstall clean

all: build

build:
	$(SWIFT) build

run: deps build
	.build/debug/tessera

# ncurses headers, the extra terminfo entries such as xterm-direct, libpng and libjpeg-turbo
# (pictures), and for the end-to-end checks tmux, Xvfb, xterm, xdotool, xwd, GNU screen and GNU
# time (peak memory), installed only when missing. --serve web serves xterm.js from node-xterm
# (with libjs-xterm's stylesheet); the serve checks use OpenSSH's client and headless Chromium.
deps:
	@if ! dpkg -s libncurses-dev ncurses-term libpng-dev libjpeg62-turbo-dev node-xterm >/dev/null 2>&1 || ! command -v tmux >/dev/null 2>&1 \
		|| ! command -v Xvfb >/dev/null 2>&1 || ! command -v xterm >/dev/null 2>&1 \
		|| ! command -v xdotool >/dev/null 2>&1 || ! command -v xwd >/dev/null 2>&1 || ! command -v screen >/dev/null 2>&1 || ! test -x /usr/bin/time \
		|| ! command -v ssh >/dev/null 2>&1 || ! command -v chromium >/dev/null 2>&1; then \
		$(SUDO) apt-get update && $(SUDO) apt-get install -y libncurses-dev ncurses-term libpng-dev libjpeg62-turbo-dev \
			tmux xvfb xterm xdotool x11-apps screen time fonts-dejavu-core openssh-client node-xterm chromium; \
	fi

# tessera-serve, which an App runs on --serve ssh or --serve web: its own package (Serve/), so
# NIO, NIOSSH and Hummingbird are built only here, never for a program that just uses Tessera.
serve:
	$(SWIFT) build --package-path Serve

# The tests read no keys file of the person running them.
test: export XDG_CONFIG_HOME := $(CURDIR)/.build/test-config

# The shipped data is built into the program (scripts/generate-resources.py writes each app's
# ShippedData.swift from Resources/); the tests start by checking those files are up to date.
test: deps
	python3 scripts/generate-resources.py --check
	$(SWIFT) build
	$(SWIFT) build --package-path Serve
	SNAPSHOT_TESTING_RECORD=never $(SWIFT) test
	bash Tests/e2e/terminal.sh
	bash Tests/e2e/parity.sh
	bash Tests/e2e/cli.sh
	bash Tests/e2e/previews.sh
	bash Tests/e2e/swift5.sh
	python3 Tests/e2e/protocols.py
	python3 Tests/e2e/pictures.py
	python3 Tests/e2e/runloop.py
	python3 Tests/e2e/redteam.py
	python3 Tests/e2e/serve_ssh.py
	python3 Tests/e2e/serve_web.py
	bash Tests/e2e/xterm.sh
	$(MAKE) examples

# The example programs, each its own package depending on this one: built, their tests run,
# and each binary's command line checked (--snapshot against a reviewed screen, errors, --help).
examples:
	bash Tests/e2e/examples.sh

# The README's screens, from --snapshot.
docs: build
	python3 scripts/update-readme-screens.py .build/debug/tessera

# The API documentation (DocC, from Sources/Tessera/Tessera.docc and
# Sources/TesseraTesting/TesseraTesting.docc and the doc comments) as one static site; read it
# with `python3 -m http.server -d .build/docs-api` and http://localhost:8000/documentation/tessera.
# Offline: the plugin comes from the package mirror, docc with the toolchain.
DOCS_API_DIR ?= .build/docs-api
docs-api:
	$(SWIFT) package --allow-writing-to-directory $(DOCS_API_DIR) generate-documentation \
		--target Tessera --target TesseraTesting --enable-experimental-combined-documentation \
		--transform-for-static-hosting --output-path $(DOCS_API_DIR) --warnings-as-errors

# Lists public declarations of Tessera, TesseraTesting and TesseraNCurses without a doc comment.
docs-check:
	@dir=$$($(SWIFT) package dump-symbol-graph --minimum-access-level public | sed -n 's/^Files written to //p'); \
		python3 scripts/check-doc-comments.py "$$dir"

# The README's pictures: each app and the launcher in a real xterm (Xvfb), and the vacation
# planner served to headless Chromium, as PNG.
screenshots: deps build serve
	SCREENSHOTS=docs/images bash Tests/e2e/xterm.sh
	SCREENSHOTS=docs/images python3 Tests/e2e/serve_web.py

# Event storms with many more events and a random seed (printed; replay one with
# TESSERA_STORM_SEED=S). STORM_EVENTS is per app. Then the input decoder's properties over
# INPUT_FUZZ_RUNS random inputs (replay one with TESSERA_INPUT_FUZZ_SEED=S).
STORM_EVENTS ?= 200000
INPUT_FUZZ_RUNS ?= 300000
fuzz:
	$(SWIFT) build --build-tests
	TESSERA_STORM_EVENTS=$(STORM_EVENTS) $(SWIFT) test --skip-build --filter StormTests
	TESSERA_INPUT_FUZZ_RUNS=$(INPUT_FUZZ_RUNS) $(SWIFT) test --skip-build --filter InputFuzzTests
	TESSERA_FUZZ_STEPS=2000 $(SWIFT) test --skip-build --filter 'TableCellPropertyTests|PresentationLeakTests'

snapshots:
	SNAPSHOT_TESTING_RECORD=all $(SWIFT) test

# Release builds are one static executable (the Swift runtime, Foundation, glibc and ncurses
# inside) with every function in its own section, laid out in the order the apps run them
# (scripts/link-order.txt; Package.swift names it, with lld, for every program that links the
# toolkit): the kernel maps code in 64 KB runs around each page touched, so code that runs
# together should lie together. `make link-order` records a new order. Concrete generic types
# (a view's `VStack<TupleView<…>>`) are made by calling their metadata accessors, not by
# demangling their names, which checks each generic requirement by searching all of the
# program's conformances the first time: 0.5-0.8 ms of a start-up. The flags here reach the
# apps' own modules too, which Package.swift leaves as any package's.
RELEASE = -c release -Xswiftc -static-executable -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xlinker -ltinfo -Xlinker --no-export-dynamic

# The build does not see the order file: relink when it is newer than the binaries.
RELINK = @for b in .build/release/tessera .build/release/tessera-bench $(BENCH_DIR)/todo-example/release/TodoList \
		$(BENCH_DIR)/todo-plain/release/TodoList; do [ ! -e $$b ] || [ $$b -nt scripts/link-order.txt ] || rm -f $$b; done

release:
	$(RELINK)
	$(SWIFT) build $(RELEASE) --product tessera

# Benchmarks: in-process frame and key timings, then end-to-end through a pseudo-terminal.
bench: deps
	$(RELINK)
	$(SWIFT) build $(RELEASE) --product tessera
	$(SWIFT) build $(RELEASE) --product tessera-bench
	.build/release/tessera-bench
	python3 Benchmarks/pty_bench.py .build/release/tessera
	$(MAKE) bench-startup

# A user's program to its first screen against a bare Swift program, through a pty: the
# TodoList example as it ships (`swift build -c release`; its Package.swift carries the README's
# one-line static setting), the same sources without that line (Benchmarks/PlainTodoList: the
# Swift runtime and Foundation as shared libraries), and the demo binary for comparison.
BENCH_DIR = .build/bench
bench-startup: release
	mkdir -p $(BENCH_DIR)
	printf 'print("ready")\n' > $(BENCH_DIR)/bare.swift
	swiftc -O $(BENCH_DIR)/bare.swift -o $(BENCH_DIR)/bare
	cd Examples/TodoList && $(SWIFT) build -c release --product TodoList --scratch-path $(CURDIR)/$(BENCH_DIR)/todo-example
	cd Benchmarks/PlainTodoList && $(SWIFT) build -c release --product TodoList --scratch-path $(CURDIR)/$(BENCH_DIR)/todo-plain
	python3 Benchmarks/startup_bench.py $(BENCH_DIR)/bare \
		"TodoList as shipped (the one-line static setting)=$(BENCH_DIR)/todo-example/release/TodoList" \
		"TodoList without the setting=$(BENCH_DIR)/todo-plain/release/TodoList" \
		"tessera animals (make release), for comparison=.build/release/tessera animals"

# Records which functions the apps and the TodoList example run (under valgrind, a minute or
# two) and relinks in that order. Each is linked once more with a map of its sections first.
TODO_EXAMPLE = $(BENCH_DIR)/todo-example/release/TodoList
link-order: deps
	@command -v valgrind >/dev/null 2>&1 || $(SUDO) apt-get install -y valgrind
	@# Linked again so that each link map describes its binary.
	rm -f .build/release/tessera $(TODO_EXAMPLE)
	$(SWIFT) build $(RELEASE) --product tessera -Xlinker -Map=$(CURDIR)/.build/release/tessera.map
	cd Examples/TodoList && $(SWIFT) build -c release --product TodoList --scratch-path $(CURDIR)/$(BENCH_DIR)/todo-example \
		-Xlinker -Map=$(CURDIR)/$(TODO_EXAMPLE).map
	python3 scripts/profile-link-order.py .build/release/tessera scripts/link-order.txt $(TODO_EXAMPLE)
	$(RELINK)
	$(SWIFT) build $(RELEASE) --product tessera

# CONFIG=debug installs the debug build (the tests do, to skip a release build).
CONFIG ?= release
install:
	$(if $(filter release,$(CONFIG)),$(RELINK))
	$(SWIFT) build $(if $(filter release,$(CONFIG)),$(RELEASE),-c $(CONFIG)) --product tessera
	install -d "$(BIN_DIR)"
	install -m 0755 .build/$(CONFIG)/tessera "$(BIN_DIR)/tessera"
	$(SWIFT) build --package-path Serve -c $(CONFIG) --product tessera-serve
	install -m 0755 Serve/.build/$(CONFIG)/tessera-serve "$(BIN_DIR)/tessera-serve"

uninstall:
	rm -f "$(BIN_DIR)/tessera" "$(BIN_DIR)/tessera-serve"
	rm -rf "$(SHARE_DIR)"

clean:
	$(SWIFT) package clean
	rm -rf .build Serve/.build
