"""Helpers shared by the tests: one place, imported as ``tests.kit.<module>``."""
