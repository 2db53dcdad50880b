package ringside.workload;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The host's TCP segment counters (Linux's {@code /proc/net/snmp}, line {@code Tcp:}: InSegs and OutSegs), the
 * witness that an http op crossed real sockets: loopback counts every segment both as sent and as received, so a
 * round trip adds at least one of each, its request ({@link HttpPingPongOp}). Traffic of other programs only adds more.
 */
public record TcpSegments(long in, long out) {
    /** Where Linux keeps them, for this network namespace. */
    public static final Path SNMP = Path.of("/proc/net/snmp");

    /** The counters now; fails on a system without them (the http workloads need Linux's). */
    public static TcpSegments read() {
        try {
            return parse(Files.readString(SNMP));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + SNMP + ", the TCP segment counters the http workloads"
                    + " check (Linux only)", e);
        }
    }

    /**
     * The counters of a {@code /proc/net/snmp} text: its {@code Tcp:} header line names the columns, the next
     * {@code Tcp:} line holds the values.
     */
    public static TcpSegments parse(String snmp) {
        String[] names = null;
        for (String line : snmp.split("\n")) {
            if (!line.startsWith("Tcp:")) {
                continue;
            }
            String[] words = line.trim().split("\\s+");
            if (names == null) {
                names = words;
                continue;
            }
            long in = -1;
            long out = -1;
            for (int i = 1; i < Math.min(names.length, words.length); i++) {
                if (names[i].equals("InSegs")) {
                    in = Long.parseLong(words[i]);
                } else if (names[i].equals("OutSegs")) {
                    out = Long.parseLong(words[i]);
                }
            }
            if (in < 0 || out < 0) {
                break;
            }
            return new TcpSegments(in, out);
        }
        throw new IllegalArgumentException("no Tcp: InSegs and OutSegs in " + SNMP);
    }

    /** Segments received and sent since {@code before}, the smaller of the two. */
    public long since(TcpSegments before) {
        return Math.min(in - before.in, out - before.out);
    }
}
