package ringside.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import ringside.bench.FootprintBenchmark;
import ringside.bench.LatencyBenchmark;
import ringside.report.Footprint;
import ringside.report.Format;
import ringside.report.Latency;
import ringside.report.StoredResults;
import ringside.report.Throughput;
import ringside.workload.Workload;

/**
 * One result of footprint, latency or remote of one variant, as a comparison reads it: what ran (its key, with the
 * offered rate in the benchmark's name, since each rate is a result of its own) and its sizes, and the figures its
 * report's table shows with an error, each compared on its own.
 */
record FigureResult(RowKey key, Map<String, String> sizes, List<NamedFigure> figures) {

    /** Matched by its key; compared when its sizes and its figures' units agree. */
    static final Pairs.Shape<FigureResult> SHAPE = new Pairs.Shape<>() {
        @Override
        public RowKey key(FigureResult r) {
            return r.key();
        }

        @Override
        public Map<String, String> sizes(FigureResult r) {
            return r.sizes();
        }

        @Override
        public String unit(FigureResult r) {
            return r.figures().stream().map(NamedFigure::unit).distinct().collect(Collectors.joining(", "));
        }
    };

    FigureResult {
        sizes = Map.copyOf(sizes);
        figures = List.copyOf(figures);
    }

    /** The run's footprint, latency and remote results, in the order of its JMH files. */
    static List<FigureResult> of(StoredResults.EveryKind run) {
        List<FigureResult> out = new ArrayList<>();
        run.footprints().forEach(f -> out.add(footprint(f)));
        run.latencies().forEach(l -> out.add(latency(Workload.LATENCY.publicName(), l)));
        run.remoteRequestReplies().forEach(l -> out.add(latency(Workload.REMOTE.publicName() + " request-reply", l)));
        run.remoteOneWays().forEach(t -> out.add(oneWay(t)));
        return out;
    }

    /** Bytes per idle actor: heap, off-heap and kept for the JVM's; the whole process for a reference program's. */
    private static FigureResult footprint(StoredResults.Sized<Footprint> sized) {
        Footprint f = sized.result();
        List<NamedFigure> figures = new ArrayList<>();
        addRecorded(figures, "heap", f.heap());
        addRecorded(figures, "off-heap", f.offHeap());
        addRecorded(figures, "kept", f.kept());
        addRecorded(figures, "process", f.process());
        return new FigureResult(new RowKey(f.label(), Workload.FOOTPRINT.publicName(), f.cpuSet()), sized.sizes(),
                figures);
    }

    private static void addRecorded(List<NamedFigure> figures, String name, Footprint.Figure figure) {
        if (!Double.isNaN(figure.mean())) {
            figures.add(new NamedFigure(name, FootprintBenchmark.UNIT, figure, Better.LOWER_MEMORY, Format::whole));
        }
    }

    /** Latency's percentiles, the achieved rate and the pacer's lateness: every figure of its table with an error. */
    private static FigureResult latency(String kind, StoredResults.Sized<Latency> sized) {
        Latency l = sized.result();
        List<NamedFigure> figures = new ArrayList<>();
        for (int i = 0; i < Latency.PERCENTILES.size(); i++) {
            figures.add(new NamedFigure(Latency.PERCENTILES.get(i), LatencyBenchmark.MICROS, l.percentiles().get(i),
                    Better.LOWER_TIME, Format::micros));
        }
        figures.add(new NamedFigure("achieved", LatencyBenchmark.PER_SECOND, l.achieved(), Better.HIGHER_RATE,
                Format::whole));
        figures.add(new NamedFigure("late p50", LatencyBenchmark.MICROS, l.latenessP50(), Better.LOWER_TIME,
                Format::micros));
        figures.add(new NamedFigure("late p99", LatencyBenchmark.MICROS, l.latenessP99(), Better.LOWER_TIME,
                Format::micros));
        String benchmark = String.format(Locale.ROOT, "%s at %,d/s", kind, l.rate());
        return new FigureResult(new RowKey(l.label(), benchmark, l.cpuSet()), sized.sizes(), figures);
    }

    /** One-way throughput: messages and megabytes per second. */
    private static FigureResult oneWay(StoredResults.Sized<Throughput> sized) {
        Throughput t = sized.result();
        List<NamedFigure> figures = List.of(
                new NamedFigure("messages", "msg/s", t.messagesPerSecond(), Better.HIGHER_RATE, Format::whole),
                new NamedFigure("megabytes", "MB/s", t.megabytesPerSecond(), Better.HIGHER_RATE,
                        mb -> String.format(Locale.ROOT, "%.1f", mb)));
        return new FigureResult(new RowKey(t.label(), Workload.REMOTE.publicName() + " one-way", t.cpuSet()),
                sized.sizes(), figures);
    }
}
