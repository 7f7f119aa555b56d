"""Drawing only: boards, tiles, meeples, cards, coins, widgets, animation."""
