# refbook — the commands a newcomer needs are `make run`, `make check` and `make test`.
SWIFT ?= swift
export SWIFT_BACKTRACE ?= interactive=no
# The tests' Python tools (scripts/ensure-deps puts them in .venv).
export PATH := $(CURDIR)/.venv/bin:$(PATH)

.PHONY: all build run test check tsan bench clean deps test-deps

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

## Every test: unit, view, end-to-end (tmux), and the thread-sanitizer run.
## The end-to-end tests run on their own, so that tests blocked on a child
## process never hold the threads the tmux tests' waits need.
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip EndToEndTests
	$(SWIFT) test --skip-build --filter EndToEndTests
	$(MAKE) tsan

## The fast lane: the unit, view and controller tests; not the ones that run the
## built program (end-to-end in tmux, command line) nor the sanitizer run.
check: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip EndToEndTests --skip CommandLineTests

## The concurrency stress tests under the thread sanitizer (own build folder).
tsan: deps
	$(SWIFT) test --scratch-path .build-tsan --sanitize=thread --filter 'StructRefTests.Concurrency'

## Figures for the README: release build, printed tables, no assertions; abook
## (installed when missing) measured beside refbook on the same people.
## BENCH="keys abook" runs only those sections (see Benchmarks/RefbookBench/main.swift).
bench:
	@scripts/ensure-deps --with-bench-tools
	$(SWIFT) build -c release --product refbook
	$(SWIFT) run -c release RefbookBench $(BENCH)

clean:
	rm -rf .build .build-* .venv
