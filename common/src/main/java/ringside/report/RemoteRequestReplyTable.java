package ringside.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import ringside.bench.RemoteBenchmark;
import ringside.parameters.Parameter;
import ringside.workload.Workload;

/**
 * The remote request-reply kind: latency's op across two JVMs, one result per rate, read and shown as latency's
 * (its table, percentile chart and results.csv columns), each framework beside the socket floor, per client CPU set.
 */
final class RemoteRequestReplyTable implements ResultKind {
    /** What both remote kinds are: one section of the report, one block of summary.txt. */
    static final Intro REMOTE = new Intro("Workload remote: two JVMs over the frameworks' own remoting", "The client"
            + " is the benchmark's fork, pinned to the run's CPU set; the server is a second JVM it starts with the"
            + " same java, heap, GC and flags, pinned to the server CPUs (remoteCpuList, by default the CPUs the"
            + " client does not use), listening on 127.0.0.1 only; across two machines, a remote-server on the other"
            + " machine starts it (server CPUs then read \"at <host>\", and that remote-server's log names them)."
            + " Every message is a sequence number and remotePayload bytes, carried by the framework's own remoting"
            + " with a binary serializer of Ringside's (the Frameworks section says which, per variant); loom's plain"
            + " TCP sockets are the floor. Request-reply is latency's op across the two JVMs: requests on a fixed"
            + " schedule, open loop, each echoed with its id; latency from each request's intended send time, every"
            + " request answered exactly once with its own id; its columns are latency's (pacer and send lateness"
            + " included), every figure ± its 99.9% error. One-way sends remoteMessages messages as fast as flow"
            + " control lets them (at most 2048 unacknowledged, acknowledged every 256), every message counted once"
            + " and in order by the receiver; messages/s and MB/s carry their 99.9% error over ops and forks.");

    private final LatencyTable latencies;

    RemoteRequestReplyTable(List<Latency> latencies) {
        this.latencies = new LatencyTable(latencies);
    }

    /** Remote's request-reply results among JMH's runs, read as latency results (the same figures, other labels). */
    static RemoteRequestReplyTable read(List<JmhRun> runs) {
        return new RemoteRequestReplyTable(runs.stream()
                .filter(run -> run.workload() == Workload.REMOTE && run.method().equals("requestReply"))
                .map(run -> LatencyTable.latency(run, RemoteBenchmark.PREFIX, "remoteRate",
                        Parameter.remoteDuration.name()))
                .toList());
    }

    List<Latency> rows() {
        return latencies.rows();
    }

    @Override
    public boolean isEmpty() {
        return latencies.isEmpty();
    }

    @Override
    public List<String> labels() {
        return latencies.labels();
    }

    @Override
    public String toText() {
        return "remote request-reply (client and server in two JVMs)\n" + latencies.toText();
    }

    /** File name (under charts/) of the remote request-reply chart of l's client CPU set. */
    static String chart(Latency l) {
        return "remote-cpus-" + l.cpuSet() + ".svg";
    }

    @Override
    public Map<String, String> charts(List<String> labels, SingleThreaded marks) {
        Map<String, String> charts = new LinkedHashMap<>();
        for (List<Latency> group : latencies.groups()) {
            Latency l = group.get(0);
            charts.put(chart(l), Charts.latency(String.format(Locale.ROOT,
                    "remote request-reply, client on CPUs %s (%d s per op)", l.cpuSet(), l.duration()), group, labels));
        }
        return charts;
    }

    @Override
    public Optional<Intro> intro() {
        return Optional.of(REMOTE);
    }

    /** Per client CPU set, latency's table, the rates kept up with, and the percentile chart. */
    @Override
    public void document(Document.Builder out, Report report) {
        for (List<Latency> group : latencies.groups()) {
            Latency first = group.get(0);
            out.heading(3, String.format(Locale.ROOT, "remote request-reply, client on CPUs %s (parallelism %d, %d s"
                    + " per op)", first.cpuSet(), first.parallelism(), first.duration()));
            out.table(LatencyTable.HEADER, group.stream().map(LatencyTable::cells).toList());
            out.paragraph(LatencyTable.keepsUpLine(group));
            report.chart(out, chart(first));
        }
    }

    @Override
    public List<String> csvFigureColumns() {
        return LatencyTable.CSV_FIGURES;
    }

    /** Its rate goes in latency's rate column; its duration in remoteDuration. */
    @Override
    public List<String> csvSizeColumns() {
        return List.of(LatencyTable.RATE_COLUMN, Parameter.remoteDuration.name());
    }

    /** One latency row per result, of workload remote. */
    @Override
    public List<Map<String, String>> csvRows() {
        return latencies.rows().stream().map(l -> {
            Map<String, String> row = LatencyTable.csvRow(l, Workload.REMOTE);
            row.put(Parameter.remoteDuration.name(), Integer.toString(l.duration()));
            return row;
        }).toList();
    }
}
