package ringside.workload;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The TCP connections of some servers' ports that Linux still lists ({@code /proc/net/tcp} and {@code tcp6}): the
 * open ones, and the closed ones while they wait in TIME_WAIT (a minute). So it tells how many connections reached
 * the servers lately, which tells HTTP keep-alive from a connection per request. Other programs' connections use
 * other ports and do not count, unlike the host's total of connections opened (which their load generators swell).
 * A connection closed by a reset skips TIME_WAIT and is missed, so the count can only be too low.
 */
public record TcpConnections(Set<Connection> connections) {
    /** Where Linux lists them, for this network namespace. */
    public static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));
    /** The state of a listening socket, which is no connection. */
    private static final String LISTEN = "0A";

    /** One connection, by its server's port and its client's; both of its ends on this host list as one. */
    public record Connection(int serverPort, int clientPort) {
    }

    /** The connections to or from {@code serverPorts} now; fails on a system without the tables. */
    public static TcpConnections read(Set<Integer> serverPorts) {
        Set<Connection> found = new HashSet<>();
        for (Path table : TABLES) {
            try {
                found.addAll(parse(Files.readString(table), serverPorts).connections);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + table + ", the TCP connections the http checks"
                        + " count (Linux only)", e);
            }
        }
        return new TcpConnections(Set.copyOf(found));
    }

    /**
     * The connections of a {@code /proc/net/tcp} text with an end on one of {@code serverPorts}: each line after the
     * header holds a socket's local and remote address as hex {@code address:port}, then its state.
     */
    public static TcpConnections parse(String table, Set<Integer> serverPorts) {
        Set<Connection> found = new HashSet<>();
        String[] lines = table.split("\n");
        for (int i = 1; i < lines.length; i++) {
            String[] words = lines[i].trim().split("\\s+");
            if (words.length < 4 || words[3].equals(LISTEN)) {
                continue;
            }
            int local = port(words[1]);
            int remote = port(words[2]);
            if (serverPorts.contains(local)) {
                found.add(new Connection(local, remote));
            } else if (serverPorts.contains(remote)) {
                found.add(new Connection(remote, local));
            }
        }
        return new TcpConnections(Set.copyOf(found));
    }

    private static int port(String address) {
        return Integer.parseInt(address.substring(address.lastIndexOf(':') + 1), 16);
    }

    /** Connections listed now that were not listed {@code before}: those opened since, as far as Linux remembers. */
    public long openedSince(TcpConnections before) {
        return connections.stream().filter(c -> !before.connections.contains(c)).count();
    }
}
