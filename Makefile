# refbook — the commands a newcomer needs are `make run`, `make check` and `make test`.
SWIFT ?= swift
export SWIFT_BACKTRACE ?= interactive=no
# The tests' Python tools (scripts/ensure-deps puts them in .venv).
export PATH := $(CURDIR)/.venv/bin:$(PATH)

.PHONY: all build run test check tsan stress bench docs screenshots clean deps test-deps install uninstall

all: build

deps:
	@scripts/ensure-deps

test-deps:
	@scripts/ensure-deps --with-test-tools

build: deps
	$(SWIFT) build

## Open refbook on a fresh copy of the bundled demo address book.
run: deps
	$(SWIFT) build --product refbook
	$(SWIFT) run --skip-build refbook --demo

## Every test: unit, view, end-to-end (tmux), and the thread-sanitizer run;
## then the release build (`make install`, `make bench`), which the optimizer
## can break where a debug build works.
## The end-to-end tests run on their own, so that tests blocked on a child
## process never hold the threads the tmux tests' waits need; so does the
## undo-memory test, which measures the process's resident memory (tests
## running beside it in the same process would add theirs).
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip EndToEndTests --skip HistoryMemoryTests
	$(SWIFT) test --skip-build --filter HistoryMemoryTests
	$(SWIFT) test --skip-build --filter EndToEndTests
	$(MAKE) tsan
	$(MAKE) docs
	$(SWIFT) build $(RELEASE) --product refbook
	$(SWIFT) build $(RELEASE) --product refbook-carddav

## The fast lane: the unit, view and controller tests; not the ones that run the
## built program (end-to-end in tmux, command line), nor those that read refbook's
## output with other programs (Python's vobject and ldif: `make test` installs and
## runs them), nor the sanitizer run. It installs only what the build needs.
check: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip EndToEndTests --skip CommandLineTests --skip HistoryMemoryTests --skip ReaderTests
	$(SWIFT) test --skip-build --filter HistoryMemoryTests

## The README's screenshots: the demo book in xterm under Xvfb (installed when
## missing), each view saved as a PNG in docs/screenshots/.
screenshots: deps
	@scripts/ensure-deps --with-screenshot-tools
	$(SWIFT) build --product refbook
	scripts/screenshots

## The concurrency stress tests under the thread sanitizer (own build folder).
tsan: deps
	$(SWIFT) test --scratch-path .build-tsan --sanitize=thread --filter 'StructRefTests.Concurrency'

## A thousand rounds of the concurrent-writer stress test: 250 each of a book file and
## a vdir written by rename and in place while the app, in tmux, commits edits
## (`make test` runs two rounds of each). Each round's seed is printed;
## REFBOOK_STRESS_SEED=N replays one.
stress: test-deps
	$(SWIFT) build --build-tests
	REFBOOK_STRESS_ROUNDS=250 $(SWIFT) test --skip-build --filter ConcurrentWriterStressTests

## StructRef's documentation, its guide among it (Sources/StructRef/StructRef.docc, with
## the examples in Snippets/, which every `swift build` compiles), as a DocC archive in
## .build/plugins/Swift-DocC/outputs/; any warning (a broken link, a missing snippet) fails.
docs:
	$(SWIFT) package generate-documentation --target StructRef --warnings-as-errors

## Release builds link the Swift runtime and FoundationEssentials statically: the program
## then maps only the code it uses (about 6 MiB less memory and a few ms less
## start than shared libraries).
RELEASE = -c release --static-swift-stdlib

## Figures for docs/performance.md: release build, printed tables, no assertions; abook
## (installed when missing) measured beside refbook on the same people.
## BENCH="keys abook" runs only those sections (see Benchmarks/RefbookBench/main.swift).
bench:
	@scripts/ensure-deps --with-bench-tools
	$(SWIFT) build $(RELEASE) --product refbook
	$(SWIFT) build $(RELEASE) --product refbook-carddav
	$(SWIFT) build $(RELEASE) --product memory-floor
	$(SWIFT) build $(RELEASE) --product RefbookBench
	$(SWIFT) run -c release --skip-build RefbookBench $(BENCH)

## Install the release build (refbook, and beside it refbook-carddav, which
## its sync and carddav commands run), its manual page refbook(1) and
## completions for bash, zsh and fish under PREFIX (default /usr/local;
## DESTDIR for packagers); BUILD=debug installs the debug build; BIN_PATH
## names a folder holding both built programs (the tests pass both, with
## SWIFT=true, to skip any build).
PREFIX ?= /usr/local
BUILD ?= release
BIN_PATH ?= $$($(SWIFT) build -c $(BUILD) --show-bin-path)
BUILD_FLAGS = $(if $(filter release,$(BUILD)),$(RELEASE),-c $(BUILD))
BIN_DIR = $(DESTDIR)$(PREFIX)/bin
MAN_DIR = $(DESTDIR)$(PREFIX)/share/man/man1
INSTALLED = $(BIN_DIR)/refbook $(BIN_DIR)/refbook-carddav $(MAN_DIR)/refbook.1 \
	$(DESTDIR)$(PREFIX)/share/bash-completion/completions/refbook \
	$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_refbook \
	$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/refbook.fish

install: deps
	$(SWIFT) build $(BUILD_FLAGS) --product refbook
	$(SWIFT) build $(BUILD_FLAGS) --product refbook-carddav
	install -d $(BIN_DIR) $(MAN_DIR) $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 "$(BIN_PATH)/refbook" $(BIN_DIR)/refbook
	install -m 755 "$(BIN_PATH)/refbook-carddav" $(BIN_DIR)/refbook-carddav
	$(BIN_DIR)/refbook manual > $(MAN_DIR)/refbook.1
	$(BIN_DIR)/refbook --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/refbook
	$(BIN_DIR)/refbook --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_refbook
	$(BIN_DIR)/refbook --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/refbook.fish

uninstall:
	rm -f $(INSTALLED)

clean:
	rm -rf .build .build-* .venv
