lazy from json import dumps
