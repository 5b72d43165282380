"""Installing the app on a phone: the web app manifest and the service worker.
The blueprint is ``scorekeeper.install.views.bp``."""
