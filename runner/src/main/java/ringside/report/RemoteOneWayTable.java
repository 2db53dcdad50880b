package ringside.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import ringside.statistics.ForkSamples;
import ringside.parameters.Parameter;
import ringside.remote.RemoteBenchmark;
import ringside.workload.Workload;

/**
 * The remote one-way kind: messages per second between two JVMs under flow control, per client CPU set, the highest
 * throughput first.
 */
final class RemoteOneWayTable implements ResultKind {
    /** The table's columns, in the text, Markdown and HTML reports alike. */
    static final List<String> HEADER = List.of("framework/variant", "client CPUs", "server CPUs", "payload B",
            "messages/s", "MB/s", "n");
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
            + " included), every figure ± its " + ForkSamples.LEVEL
            + " error. One-way sends remoteMessages messages as fast as flow"
            + " control lets them (at most 2048 unacknowledged, acknowledged every 256), every message counted once"
            + " and in order by the receiver; messages/s and MB/s carry their " + ForkSamples.LEVEL
            + " error over fork means.");
    /** results.csv's column of the server JVM's CPUs. */
    private static final String SERVER_CPUS = "server_cpu_set";

    private final List<Throughput> rows;

    RemoteOneWayTable(List<Throughput> throughputs) {
        this.rows = throughputs.stream().sorted(Comparator.comparingInt(Throughput::parallelism)
                .thenComparing(Throughput::cpuSet)
                .thenComparing(Comparator.comparingDouble((Throughput t) -> t.messagesPerSecond().mean()).reversed()))
                .toList();
    }

    /** Remote's one-way results among JMH's runs. */
    static RemoteOneWayTable read(List<JmhRun> runs) {
        return new RemoteOneWayTable(runs.stream().filter(RemoteOneWayTable::holds)
                .map(RemoteOneWayTable::throughput).toList());
    }

    /** Whether a JMH run is a remote one-way result. */
    static boolean holds(JmhRun run) {
        return run.workload() == Workload.REMOTE && run.method().equals("oneWay");
    }

    static Throughput throughput(JmhRun run) {
        return new Throughput(run.framework(), run.variant(), run.parallelism(), run.cpuSet(),
                run.param("remoteCpuList"), run.intParam(Parameter.remotePayload.name()),
                run.intParam(Parameter.remoteMessages.name()), run.figure(RemoteBenchmark.MESSAGES_PER_SECOND),
                run.figure(RemoteBenchmark.MEGABYTES_PER_SECOND), run.iterationsPerFork(), run.jdk());
    }

    List<Throughput> rows() {
        return rows;
    }

    @Override
    public String name() {
        return "remote one-way";
    }

    @Override
    public boolean isEmpty() {
        return rows.isEmpty();
    }

    @Override
    public List<String> labels() {
        return rows.stream().map(Throughput::label).toList();
    }

    /** One row's cells under {@link #HEADER}, messages/s and MB/s each with its 95% error. */
    static List<String> cells(Throughput t) {
        return new ArrayList<>(List.of(t.label(), t.cpuSet() + " (" + t.parallelism() + ")", t.serverCpus(),
                Integer.toString(t.payload()), Format.withError(t.messagesPerSecond(), Format::whole),
                Format.withError(t.megabytesPerSecond(), mb -> String.format(Locale.ROOT, "%.1f", mb)),
                t.messagesPerSecond().forkMeans().size() + "x" + t.opsPerFork()));
    }

    @Override
    public String toText() {
        StringBuilder out = new StringBuilder();
        String format = "%-26s %-11s %-11s %9s %24s %16s %5s%n";
        out.append(String.format(Locale.ROOT, format, "remote one-way", HEADER.get(1), HEADER.get(2), HEADER.get(3),
                HEADER.get(4), HEADER.get(5), HEADER.get(6)));
        for (Throughput t : rows) {
            List<String> c = cells(t);
            out.append(String.format(Locale.ROOT, format, c.get(0), c.get(1), c.get(2), c.get(3), c.get(4), c.get(5),
                    c.get(6)));
        }
        out.append("one-way: messages per second under flow control, and MB/s of sequence numbers and payload"
                + " (framing not counted), mean over ops ± " + ForkSamples.LEVEL
                + " error over fork means; n: forks x measured ops"
                + " per fork.\n");
        return out.toString();
    }

    /** No chart: one figure per variant, in the table. */
    @Override
    public Map<String, String> charts(List<String> labels, Marks marks) {
        return Map.of();
    }

    @Override
    public Optional<Intro> intro() {
        return Optional.of(REMOTE);
    }

    @Override
    public void document(Document.Builder out, Report report) {
        out.heading(3, "remote one-way throughput");
        out.table(HEADER, rows.stream().map(RemoteOneWayTable::cells).toList());
    }

    @Override
    public List<String> csvSizeColumns() {
        return List.of(Parameter.remoteMessages.name(), Parameter.remotePayload.name(), SERVER_CPUS);
    }

    /** Two rows per result: metrics messages_per_second and megabytes_per_second. */
    @Override
    public List<Map<String, String>> csvRows(Marks marks) {
        List<Map<String, String>> out = new ArrayList<>();
        for (Throughput t : rows) {
            Map<String, Footprint.Figure> figures = new LinkedHashMap<>();
            figures.put("messages_per_second", t.messagesPerSecond());
            figures.put("megabytes_per_second", t.megabytesPerSecond());
            Map<String, String> units = Map.of("messages_per_second", "msg/s", "megabytes_per_second", "MB/s");
            figures.forEach((metric, figure) -> {
                Map<String, String> row = ResultsCsv.withFigure(ResultsCsv.row(t.cpuSet(), t.parallelism(),
                        t.framework(), t.variant(), Workload.REMOTE.publicName(), metric, t.jdk()), figure,
                        units.get(metric), t.opsPerFork());
                row.put(Parameter.remoteMessages.name(), Integer.toString(t.messages()));
                row.put(Parameter.remotePayload.name(), Integer.toString(t.payload()));
                row.put(SERVER_CPUS, t.serverCpus());
                out.add(row);
            });
        }
        return out;
    }
}
