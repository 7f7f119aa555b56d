# Paradise Table: `make run` plays, `make test` lints, type-checks and tests, `make dist` builds the app.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PYTEST_ARGS ?=

.PHONY: run test lint dist bench clean

run: $(VENV)/.runtime
	$(BIN)/python main.py

test: $(VENV)/.dev
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/python -m pytest $(PYTEST_ARGS)

lint: $(VENV)/.dev
	$(BIN)/ruff check .
	$(BIN)/mypy

dist: $(VENV)/.dev
	$(BIN)/pyinstaller --noconfirm --clean --distpath dist --workpath build build.spec

bench: $(VENV)/.dev
	for b in bench/*.py; do $(BIN)/python $$b || exit 1; done

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade --quiet pip

$(VENV)/.runtime: requirements.txt | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.dev: requirements.txt requirements-dev.txt | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet -r requirements-dev.txt
	touch $(VENV)/.runtime $@

clean:
	rm -rf build dist $(VENV)
