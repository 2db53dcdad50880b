package ringside.sidebyside;

import java.util.List;
import java.util.Optional;
import ringside.parameters.Parameters;

/**
 * One run of a row, as results.csv, jvms.tsv and the logs name it: the row itself, or for a server row the row at one
 * connection count of httpConnections, named {@code <row>@<connections>} (for example {@code vertx-plaintext@100}).
 *
 * @param connections the load generator's keep-alive connections (0: not a server row)
 */
record RowRun(Row row, int connections) {
    private static final String AT = "@";

    RowRun {
        if (row.server() != connections > 0) {
            throw new IllegalArgumentException(row.name() + ": a connection count is for server rows, and only them"
                    + " (given " + connections + ")");
        }
    }

    /** The runs of {@code row}: one per connection count of the run's httpConnections for a server row. */
    static List<RowRun> of(Row row, Parameters p) {
        return row.server() ? p.httpConnections().stream().map(n -> new RowRun(row, n)).toList()
                : List.of(new RowRun(row, 0));
    }

    String name() {
        return connections == 0 ? row.name() : row.name() + AT + connections;
    }

    /** How the table names it, with its unit: "vertx-plaintext, 100 connections, req/s". */
    String label() {
        return row.name() + (connections == 0 ? "" : ", " + connections + " connections") + ", " + row.unit();
    }

    /** The run of this name, for reading a stored run; empty when the suite no longer has its row. */
    static Optional<RowRun> named(String name) {
        int at = name.lastIndexOf(AT);
        if (at < 0) {
            return Rows.named(name).filter(r -> !r.server()).map(r -> new RowRun(r, 0));
        }
        int connections;
        try {
            connections = Integer.parseInt(name.substring(at + 1));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        return connections <= 0 ? Optional.empty()
                : Rows.named(name.substring(0, at)).filter(Row::server).map(r -> new RowRun(r, connections));
    }
}
