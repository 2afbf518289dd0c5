"""Validate OpenLineage run events against the published JSON schemas.

Usage: validate_openlineage.py SCHEMA_DIR EVENTS

EVENTS holds a JSON array of run events or one event per line. Each event is validated
against OpenLineage.json (the document's root, which accepts a RunEvent,
DatasetEvent or JobEvent, and its RunEvent definition), and each output
dataset facet against the schema its `_schemaURL` names. The schemas are
read from SCHEMA_DIR (vendored files; nothing is downloaded): a registry
maps their `$id` URLs to the files. Prints one line per error and exits 1
when any event or facet is invalid.
"""

import json
import pathlib
import sys

import jsonschema
from referencing import Registry, Resource


def main() -> int:
    schema_dir = pathlib.Path(sys.argv[1])
    text = pathlib.Path(sys.argv[2]).read_text()
    try:
        events = json.loads(text)
    except json.JSONDecodeError:  # JSON lines, as `chatdb lineage --openlineage` writes
        events = [json.loads(line) for line in text.splitlines() if line.strip()]
    resources = []
    by_id = {}
    for path in sorted(schema_dir.glob("*.json")):
        doc = json.loads(path.read_text())
        resources.append((doc["$id"], Resource.from_contents(doc)))
        by_id[doc["$id"]] = doc
    registry = Registry().with_resources(resources)
    root_id = next(i for i in by_id if i.endswith("/OpenLineage.json"))
    checker = jsonschema.Draft202012Validator.FORMAT_CHECKER

    def validator(url: str):
        base, _, pointer = url.partition("#")
        if base not in by_id:
            raise SystemExit(f"no vendored schema for {url}")
        schema = {"$ref": url} if pointer else by_id[base]
        return jsonschema.Draft202012Validator(
            schema, registry=registry, format_checker=checker
        )

    errors = []
    checked = 0
    if not isinstance(events, list) or not events:
        errors.append("expected a non-empty JSON array of events")
        events = []
    for n, event in enumerate(events):
        for url in (root_id, root_id + "#/$defs/RunEvent", event.get("schemaURL", "")):
            for e in validator(url).iter_errors(event):
                errors.append(f"event {n} vs {url}: {e.json_path}: {e.message}")
            checked += 1
        for dataset in event.get("outputs", []) + event.get("inputs", []):
            for name, facet in (dataset.get("facets") or {}).items():
                url = facet.get("_schemaURL", "")
                for e in validator(url).iter_errors(facet):
                    errors.append(f"event {n} facet {name} vs {url}: {e.json_path}: {e.message}")
                checked += 1
    for line in errors:
        print(line)
    print(f"validated {len(events)} events, {checked} schema checks, {len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
