"""Drawing for The Last Paradise: the island, counters, coins, panels, the log."""
