"""Games: creating them, entering deals, and the score sheet derived by the engine."""
