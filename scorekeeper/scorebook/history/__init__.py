"""What was entered and what each change did, read back.

- ``archive``: backups as JSON, and importing them (all or nothing, every deal checked by the
  engine).
- ``changelog``: what each change did, read from the audit trail (``changes.trail``), and the
  marks a scoreboard puts on fixed, put-back and deleted deals.

It stands on ``changes``, ``scores`` and the scorebook's shared modules.
"""
