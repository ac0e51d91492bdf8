# Presentation Lab. `make run` opens the app; `make test` runs every test. Both install what is
# missing first (Debian packages through apt-get, test tools from PyPI into .venv).

SWIFT ?= swift
ARGS ?=
# One optimised configuration for the app, the tests and the bench, so switching between them never
# rebuilds: tests draw and solve thousands of frames, and the package keeps no unsafe flags to
# optimise those loops in debug builds. -enable-testing lets the tests use @testable import.
BUILD_FLAGS = -c release -Xswiftc -enable-testing
PYTHON_TOOLS = .venv/bin/python

.PHONY: run test bench soak deps python-tools build release clean goldens

deps:
	@scripts/install-system-packages.sh

python-tools: deps
	@scripts/install-python-tools.sh

# The app as `make run` opens it and `make bench` measures it: Swift's runtime and Foundation linked
# into it at fixed addresses, so their data needs no relocating at launch and stays shared with the
# file (1.3 MB less private memory in the idle window; docs/PERFORMANCE.md). These flags rebuild every
# module, so the app builds in a folder of its own and the tests keep the default linking.
APP_FLAGS = -c release --static-swift-stdlib -Xlinker -no-pie --scratch-path .build/app
APP = .build/app/release/presentation-lab

release: deps
	$(SWIFT) build $(APP_FLAGS) --product presentation-lab

run: release
	$(APP) $(ARGS)

build: deps
	$(SWIFT) build $(BUILD_FLAGS) --build-tests

test: python-tools build
	$(SWIFT) test $(BUILD_FLAGS) --skip-build
	cd Examples/CardPresentation && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build
	$(PYTHON_TOOLS) -m pytest -q Tests/EndToEnd

# Rewrites the snapshot goldens from what the renderer draws now (review the PNGs before committing):
# the suites that compare goldens run with UPDATE_GOLDENS=1, which writes instead of comparing.
goldens: build
	UPDATE_GOLDENS=1 $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter 'ScenarioTests|RenderingTests'
	git status --short -- '*Goldens*'

# Long reliability runs: 100,000 random interaction steps over presentations, as many over lists
# and tabs, and as many over navigation, scroll views and alerts (seeded, from SOAK_SEED), and
# 10,000 present/dismiss cycles of each style with memory measured; `make test` runs a few
# thousand of each.
SOAK_STEPS ?= 100000
SOAK_CYCLES ?= 10000
SOAK_SEED ?= 1
soak: build
	SOAK_STEPS=$(SOAK_STEPS) SOAK_CYCLES=$(SOAK_CYCLES) SOAK_SEED=$(SOAK_SEED) \
		$(SWIFT) test $(BUILD_FLAGS) --skip-build --filter 'RandomPresentationTests|RandomListTests|RandomInteractionOverUIKitTests|PresentationCycleMemoryTests'

# Builds what it measures (the app as `make run` builds it and as a plain `swift build` links it, the
# bench, and with cc the plain SDL reference in Benchmarks/), runs every comparison and writes the
# report into docs/PERFORMANCE.md.
bench: python-tools release
	$(SWIFT) build $(BUILD_FLAGS) --product presentation-lab
	$(SWIFT) build $(BUILD_FLAGS) --product presentation-bench
	.build/release/presentation-bench --app $(APP) --update docs/PERFORMANCE.md

clean:
	rm -rf .build .venv
