# Sourced by scripts/run and scripts/test: make a virtual environment match a lock file.
#
# usage: ensure_venv requirements/<name>.lock [other locks that would do as well]
# Reinstalls only when the stamp left by the last install names none of the locks as they are
# now. VENV is the environment's folder (default .venv), PYTHON the Python that makes it
# (default python3; 3.11 or later).

VENV=${VENV:-.venv}
PYTHON=${PYTHON:-python3}

ensure_venv() {
    local stamp=$VENV/.lock-stamp lock
    if [[ -f $stamp ]]; then
        for lock in "$@"; do
            if [[ $(<"$stamp") == "$lock $(sha256sum "$lock" | cut -d' ' -f1)" ]]; then
                return
            fi
        done
    fi
    lock=$1
    if [[ ! -x $VENV/bin/python ]]; then
        local version
        version=$("$PYTHON" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || true)
        if [[ ! $version =~ ^3\.([0-9]+)$ ]] || (( BASH_REMATCH[1] < 11 )); then
            echo "Scorekeeper needs Python 3.11 or later; $PYTHON is ${version:-missing}." >&2
            exit 1
        fi
        echo "Making $VENV with $PYTHON (Python $version) ..."
        "$PYTHON" -m venv "$VENV"
    fi
    echo "Installing $lock into $VENV (a minute or two the first time) ..."
    "$VENV/bin/python" -m pip install --require-hashes --progress-bar on -r "$lock"
    echo "$lock $(sha256sum "$lock" | cut -d' ' -f1)" > "$stamp"
}
