"""The app's sound effects and a tiny player that stays silent without a device."""
