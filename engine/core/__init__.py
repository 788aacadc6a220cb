"""Game-agnostic engine core: dice, decisions, matches, saves, bots."""
