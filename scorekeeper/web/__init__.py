"""What the blueprints and the app share over HTTP: headers, ETags, request bodies, static files,
throttles, the forms several blueprints show, and the pages kept whole for phones at the table.

Nothing here is a blueprint or imports one; the rules stay in ``scorekeeper.rules`` and what a game
stores in ``scorekeeper.scorebook``."""
