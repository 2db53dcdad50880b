package ringside.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.RunResult;
import ringside.declaration.Declarations;
import ringside.output.FlameGraph;
import ringside.output.FolderTree;
import ringside.output.OutputLayout;
import ringside.parameters.Parameter;
import ringside.workload.Workload;

/**
 * A module run's profiled forks ({@code profile}): each benchmark once, in one fork of its own under JMH's async
 * profiler, its flame graph moved from JMH's folder (named by every parameter) to one named by the row it explains,
 * and listed in the folder's {@link FlameGraph#INDEX}. Their JMH results go to their own file, outside jmh/.
 */
final class ProfiledForks {
    /** JMH's async profiler writes each fork's output into a folder of its own under this one. */
    private static final String TRIALS = "trials";
    /** CPU time between two samples of cpu and itimer. */
    static final long CPU_INTERVAL_NANOS = 1_000_000;
    /** HotSpot's switch of JVMTI's work at virtual thread transitions. */
    static final String VT_TRANSITIONS = "DoJVMTIVirtualThreadTransitions";

    private final ProfilerEvent event;
    private final Path library;
    private final Path graphs;
    private final List<Path> written = new ArrayList<>();

    ProfiledForks(ProfilerEvent event, Path library, Path resultFile) {
        this.event = event;
        this.library = library;
        this.graphs = OutputLayout.flameGraphsBeside(resultFile);
    }

    ProfilerEvent event() {
        return event;
    }

    /** The graphs written so far, in the order they ran. */
    List<Path> written() {
        return List.copyOf(written);
    }

    /**
     * JMH's async profiler options: this event, a flame graph of the measured iterations (the profiler drops what it
     * sampled in warm-up), callers at the bottom. CPU time is sampled every millisecond, not every 10 (the profiler's
     * default): per thread, a thread that lives for one op, as loom/threads' workers do, may never reach 10 ms.
     */
    String profilerOptions() {
        boolean cpuTime = event.event().equals("cpu") || event.event().equals("itimer");
        return "libPath=" + library + ";event=" + event.event() + (cpuTime ? ";interval=" + CPU_INTERVAL_NANOS : "")
                + ";output=flamegraph;direction=forward;dir=" + graphs.resolve(TRIALS);
    }

    /**
     * Moves each result's flame graph to its row's name and lists it; why, for each result whose fork left none (or an
     * empty one).
     */
    List<String> collect(Collection<RunResult> results, String framework, Workload workload, String cpuSet)
            throws IOException {
        List<String> missing = new ArrayList<>();
        for (RunResult result : results) {
            BenchmarkParams params = result.getParams();
            String depth = params.getParam(Parameter.stackDepth.name());
            String benchmark = Declarations.name(workload, depth == null ? 0 : Integer.parseInt(depth));
            String variant = params.getParam("variant");
            // JMH names the folder by the benchmark and every parameter, as BenchmarkParams.id() spells it
            Path trial = graphs.resolve(TRIALS).resolve(params.id().replace("%", "_"));
            Path graph = trial.resolve("flame-" + event.event() + "-forward.html");
            if (!Files.isRegularFile(graph) || Files.size(graph) == 0) {
                missing.add(benchmark + " wrote no flame graph (" + graph + ")");
                continue;
            }
            String file = (variant + "." + benchmark).replaceAll("[^A-Za-z0-9.-]+", "-") + ".html";
            Files.move(graph, graphs.resolve(file), StandardCopyOption.REPLACE_EXISTING);
            new FlameGraph(framework, variant, cpuSet, benchmark, event.event(), event.note(), file)
                    .appendTo(graphs);
            written.add(graphs.resolve(file));
        }
        clean();
        return missing;
    }

    /**
     * What a profiled fork's JVM adds to the run's arguments: leave to load the profiler's library without the JDK's
     * warning, and no JVMTI work at each virtual thread's mount and unmount. A JVMTI agent (async-profiler is one)
     * otherwise sends every mount and unmount through JVMTI's transition code: here about a quarter of a
     * virtual-thread ring's samples, a cost the scored forks never pay.
     */
    static List<String> jvmArgs() {
        // HotSpot's experimental switch since virtual threads came (JDK 19); a JVM without it fails the fork, saying so
        return List.of("--enable-native-access=ALL-UNNAMED", "-XX:+UnlockExperimentalVMOptions",
                "-XX:-" + VT_TRANSITIONS);
    }

    /** Makes the graphs' folder before the first fork writes into it. */
    void prepare() throws IOException {
        Files.createDirectories(graphs.resolve(TRIALS));
    }

    /** Removes JMH's folders, those of forks that failed too. */
    void clean() throws IOException {
        FolderTree.delete(graphs.resolve(TRIALS));
    }
}
