lazy import json
