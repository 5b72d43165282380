# Sourced by scripts/run and scripts/test: make .venv match a lock file.
#
# usage: ensure_venv requirements/<name>.lock
# Reinstalls only when the lock's hash differs from the stamp left by the last install.

ensure_venv() {
    local lock=$1
    local stamp=.venv/.lock-stamp
    local want
    want="$lock $(sha256sum "$lock" | cut -d' ' -f1)"
    if [[ -f $stamp && $(<"$stamp") == "$want" ]]; then
        return
    fi
    echo "Installing $lock into .venv ..."
    [[ -x .venv/bin/python ]] || python3 -m venv .venv
    .venv/bin/python -m pip install --quiet --require-hashes -r "$lock"
    echo "$want" > "$stamp"
}
