"""Installing the app on a phone: the web app manifest and the service worker."""

from scorekeeper.install.views import bp

__all__ = ["bp"]
