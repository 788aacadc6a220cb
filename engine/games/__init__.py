"""One package per game; each registers its `Game` on import."""
