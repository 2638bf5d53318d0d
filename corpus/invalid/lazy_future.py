lazy from __future__ import annotations
