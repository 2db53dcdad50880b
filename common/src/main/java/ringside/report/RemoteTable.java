package ringside.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Remote's results side by side: request-reply latency per rate (latency's own table, each framework beside the
 * socket floor) and one-way throughput, per client CPU set, the highest throughput first.
 */
public final class RemoteTable {
    /** The throughput table's columns, in the text, Markdown and HTML reports alike. */
    static final List<String> HEADER = List.of("framework/variant", "client CPUs", "server CPUs", "payload B",
            "messages/s", "MB/s", "n");

    private final LatencyTable latencies;
    private final List<Throughput> throughputs;

    public RemoteTable(List<Latency> latencies, List<Throughput> throughputs) {
        this.latencies = new LatencyTable(latencies);
        this.throughputs = throughputs.stream().sorted(Comparator.comparingInt(Throughput::parallelism)
                .thenComparing(Throughput::cpuSet)
                .thenComparing(Comparator.comparingDouble((Throughput t) -> t.messagesPerSecond().mean()).reversed()))
                .toList();
    }

    public LatencyTable latencies() {
        return latencies;
    }

    public List<Throughput> throughputs() {
        return throughputs;
    }

    boolean isEmpty() {
        return latencies.rows().isEmpty() && throughputs.isEmpty();
    }

    /** One throughput row's cells under {@link #HEADER}, messages/s and MB/s each with its 99.9% error. */
    static List<String> cells(Throughput t) {
        return new ArrayList<>(List.of(t.label(), t.cpuSet() + " (" + t.parallelism() + ")", t.serverCpus(),
                Integer.toString(t.payload()), Format.withError(t.messagesPerSecond(), Format::whole),
                Format.withError(t.megabytesPerSecond(), mb -> String.format(Locale.ROOT, "%.1f", mb)),
                t.messagesPerSecond().forkMeans().size() + "x" + t.opsPerFork()));
    }

    public String toText() {
        StringBuilder out = new StringBuilder();
        if (!latencies.rows().isEmpty()) {
            out.append("remote request-reply (client and server in two JVMs)\n");
            out.append(latencies.toText());
        }
        if (!throughputs.isEmpty()) {
            String format = "%-26s %-11s %-11s %9s %24s %16s %5s%n";
            out.append(String.format(Locale.ROOT, format, "remote one-way", HEADER.get(1), HEADER.get(2),
                    HEADER.get(3), HEADER.get(4), HEADER.get(5), HEADER.get(6)));
            for (Throughput t : throughputs) {
                List<String> c = cells(t);
                out.append(String.format(Locale.ROOT, format, c.get(0), c.get(1), c.get(2), c.get(3), c.get(4),
                        c.get(5), c.get(6)));
            }
            out.append("one-way: messages per second under flow control, and MB/s of sequence numbers and payload"
                    + " (framing not counted), mean over ops ± 99.9% error over ops and forks; n: forks x measured ops"
                    + " per fork.\n");
        }
        return out.toString();
    }
}
