"""The app's screens: title, settings, table, round result, game result, help."""
