"""Games: creating them, entering deals, and the score sheet derived by the engine.
The blueprint is ``scorekeeper.games.views.bp`` (``record`` adds the record's pages to it)."""
