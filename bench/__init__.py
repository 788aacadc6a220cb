"""Benchmarks: each prints numbers (JSON lines); none asserts."""
