"""`python -m engine ...`: see engine/cli.py."""

import sys

from .cli import main

sys.exit(main())
