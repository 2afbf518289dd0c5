"""An independent MCP client (the official Python SDK) driving ChatDB.

Usage: mcp_client.py stdio CHATDB_BINARY
       mcp_client.py http URL [TOKEN]

Runs one fixed scenario and prints what every call returned as one JSON
object on stdout; the Rust test (tests/mcp.rs) asserts on it.
"""

import asyncio
import json
import os
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client


def outcome(result):
    """A tool result as plain JSON."""
    texts = [c.text for c in result.content if getattr(c, "type", "") == "text"]
    return {
        "is_error": bool(result.is_error),
        "structured": result.structured_content,
        "text": "\n".join(texts),
    }


async def call(session, name, args):
    """A tool call; a protocol error becomes {"protocol_error": message}."""
    try:
        return outcome(await session.call_tool(name, args))
    except Exception as e:  # the SDK raises McpError for JSON-RPC errors
        return {"protocol_error": str(e)}


async def scenario(session):
    report = {}
    init = await session.initialize()
    report["server_name"] = init.server_info.name
    tools = await session.list_tools()
    report["tools"] = {
        t.name: {
            "read_only": bool(t.annotations and t.annotations.read_only_hint),
            "has_schema": bool(t.input_schema),
            "description": t.description or "",
        }
        for t in tools.tools
    }
    report["list_sources"] = await call(session, "list_sources", {})
    report["list_tables"] = await call(session, "list_tables", {})
    report["describe_orders"] = await call(session, "describe_table", {"table": "orders"})
    report["describe_missing"] = await call(session, "describe_table", {"table": "no_such_table"})
    report["link"] = await call(session, "link_schema", {"question": "每个地区去年的销售额是多少？"})
    report["ask"] = await call(session, "ask", {"question": "每个地区去年的销售额是多少？"})
    report["count"] = await call(session, "run_sql", {"sql": "SELECT COUNT(*) AS n FROM orders"})
    report["many_rows"] = await call(session, "run_sql", {"sql": "SELECT * FROM order_items", "max_rows": 100000})
    report["write"] = await call(session, "run_sql", {"sql": "DELETE FROM orders"})
    report["check_drop"] = await call(session, "check_sql", {"sql": "DROP TABLE orders"})
    report["check_select"] = await call(session, "check_sql", {"sql": "SELECT region_name FROM regions"})
    report["malformed"] = await call(session, "run_sql", {"sqll": 1})
    report["unknown_tool"] = await call(session, "drop_everything", {})
    report["after_errors"] = await call(session, "list_sources", {})
    report["join_hints"] = await call(session, "kg_join_hints", {"tables": ["orders"]})
    report["quality"] = await call(session, "kg_quality_rules", {})
    run_id = ((report["ask"].get("structured") or {}).get("run_id")) or "missing"
    report["feedback_up"] = await call(session, "feedback", {"run_id": run_id, "verdict": "up"})
    report["feedback_bad"] = await call(
        session, "feedback", {"run_id": run_id, "verdict": "correction", "sql": "DELETE FROM orders"}
    )
    report["etl_ask"] = await call(session, "plan_etl", {"request": "每个品牌的商品数"})
    thread = ((report["etl_ask"].get("structured") or {}).get("thread_id")) or "missing"
    report["etl_done"] = await call(session, "plan_etl", {"request": "dws_brand_products", "thread": thread})
    report["etl_empty"] = await call(session, "plan_etl", {"request": " "})
    report["etl_target_after"] = await call(session, "run_sql", {"sql": "SELECT COUNT(*) FROM dws_brand_products"})
    resources = await session.list_resources()
    report["resources"] = sorted(str(r.uri) for r in resources.resources)
    basic = await session.read_resource("chatdb://demo/schema/basic")
    report["schema_basic"] = "".join(getattr(c, "text", "") for c in basic.contents)
    try:
        await session.read_resource("chatdb://nowhere/schema/basic")
        report["missing_resource"] = "no error"
    except Exception as e:
        report["missing_resource"] = str(e) or "error"
    return report


async def main():
    mode = sys.argv[1]
    if mode == "stdio":
        # The SDK hands a stdio server only a few variables (HOME, PATH…)
        # unless told: pass ours, so CHATDB_HOME keeps the server in the
        # test's own data directory, never the user's.
        params = StdioServerParameters(command=sys.argv[2], args=["mcp"], env=dict(os.environ))
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                report = await scenario(session)
    else:
        url = sys.argv[2]
        headers = {"Authorization": f"Bearer {sys.argv[3]}"} if len(sys.argv) > 3 else {}
        async with create_mcp_http_client(headers=headers) as http:
            async with streamable_http_client(url, http_client=http) as (read, write):
                async with ClientSession(read, write) as session:
                    report = await scenario(session)
    print(json.dumps(report, ensure_ascii=False))


asyncio.run(main())
