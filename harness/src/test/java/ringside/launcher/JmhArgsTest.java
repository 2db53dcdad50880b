package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.profile.GCProfiler;
import ringside.bench.IterationResultsProfiler;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.ProfilerConfig;
import ringside.bench.IterationResultsProfiler;
import ringside.parameters.ParameterException;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/** jmhArgs goes through JMH's own parser, under the suite's options; what the suite owns is refused. */
class JmhArgsTest {

    private static String refusal(String jmhArgs) {
        String message = assertThrows(ParameterException.class, () -> JmhArgs.parse(jmhArgs)).getMessage();
        assertTrue(message.startsWith("jmhArgs: '" + jmhArgs + "' is not accepted; "), message);
        return message;
    }

    private static List<String> profilers(Options options) {
        return options.getProfilers().stream().map(ProfilerConfig::getKlass).toList();
    }

    @Test
    void splitsLikeAShell() {
        assertEquals(List.of("-prof", "stack", "-jvmArgsAppend", "-Xa -Xb"),
                JmhArgs.split("  -prof stack -jvmArgsAppend '-Xa -Xb' "));
        assertEquals(List.of("-v", "EXTRA"), JmhArgs.split("-v \"EXTRA\""));
        assertEquals(List.of(), JmhArgs.split(""));
        assertTrue(refusal("-prof 'stack").contains("quote is not closed"));
    }

    @Test
    void acceptsJmhsToolsAndSaysWhetherTheGcProfilerIsAmongThem() {
        assertFalse(JmhArgs.parse("").measuresAllocation());
        JmhArgs stack = JmhArgs.parse("-prof stack");
        assertEquals(List.of("stack"), profilers(stack.options()));
        assertFalse(stack.measuresAllocation());
        assertTrue(JmhArgs.parse("-prof gc").measuresAllocation());
        assertTrue(JmhArgs.parse("-prof " + GCProfiler.class.getName()).measuresAllocation());
        JmhArgs more = JmhArgs.parse("-gc true -si true -v EXTRA -jvmArgsAppend -XX:+UnlockDiagnosticVMOptions");
        assertEquals(List.of("-XX:+UnlockDiagnosticVMOptions"), List.copyOf(more.options().getJvmArgsAppend().get()));
    }

    @Test
    void whatJmhRefusesIsRefusedWithJmhsMessage() {
        assertTrue(refusal("-frobnicate").contains("JMH refuses it: "), refusal("-frobnicate"));
        assertTrue(refusal("-i lots").contains("JMH refuses it: "));
        String unknown = refusal("-prof nosuchprofiler");
        assertTrue(unknown.contains("JMH refuses profiler 'nosuchprofiler': "), unknown);
        assertTrue(unknown.endsWith("jmhArgs may set " + JmhArgs.ACCEPTED), unknown);
    }

    @Test
    void whatTheSuiteOwnsIsRefusedNamingItsParameter() {
        assertTrue(refusal("-f 3").contains("use forks"));
        assertTrue(refusal("-wf 1").contains("use forks"));
        assertTrue(refusal("-i 3").contains("use iterations"));
        assertTrue(refusal("-w 1s").contains("iterationTime"));
        assertTrue(refusal("-p ringSize=5").contains("size parameters"));
        assertTrue(refusal("-p other=5").contains("(-p)"));
        assertTrue(refusal("ringside.bench").contains("use benchmarks and variants"));
        assertTrue(refusal("-e Ring").contains("use benchmarks and variants"));
        assertTrue(refusal("-jvmArgs -Xmx1g").contains("use heap"));
        assertTrue(refusal("-jvm /usr/bin/java").contains("-jvm"));
        assertTrue(refusal("-bm thrpt").contains("-bm"));
        assertTrue(refusal("-t 4").contains("-t"));
        assertTrue(refusal("-rf csv").contains("use resultFile or outDir"));
        assertTrue(refusal("-foe false").contains("-foe"));
        assertTrue(refusal("-lprof").contains("list and exit"));
    }

    /** The forks get the user's profilers and JMH's GC profiler; the suite's settings win where both set one. */
    @Test
    void theSuitesOptionsSitOverTheUsersAndAlwaysMeasureAllocation() {
        Parameters p = Parameters.resolve(Map.of("quick", "1")::get);
        Options withStack = new ModuleRun(p, "loom", List.of("threads"), List.of("-Xmx2g"),
                JmhArgs.parse("-prof stack -jvmArgsAppend -Dextra=1"), Path.of("unused.json"))
                .options("threads", Workload.PINGPONG);
        assertEquals(List.of(IterationResultsProfiler.class.getCanonicalName(), GCProfiler.class.getCanonicalName(),
                "stack"), profilers(withStack), "every benchmark's messages per op reach JMH through the suite's profiler");
        assertEquals(List.of("-Xmx2g"), List.copyOf(withStack.getJvmArgs().get()));
        assertEquals(List.of("-Dextra=1"), List.copyOf(withStack.getJvmArgsAppend().get()));
        assertEquals(Integer.valueOf(1), withStack.getForkCount().get());
        assertEquals(List.of("loom"), List.copyOf(withStack.getParameter("framework").get()));
        Options ownGc = new ModuleRun(p, "loom", List.of("threads"), List.of(), JmhArgs.parse("-prof gc:churn=true"),
                Path.of("unused.json")).options("threads", Workload.PINGPONG);
        assertEquals(List.of(IterationResultsProfiler.class.getCanonicalName(), "gc"), profilers(ownGc),
                "the user's GC profiler settings, and no second one");
        Options footprint = new ModuleRun(p, "loom", List.of("threads"), List.of(), JmhArgs.parse(""),
                Path.of("unused.json")).options("threads", Workload.FOOTPRINT);
        assertEquals(List.of(IterationResultsProfiler.class.getCanonicalName(), GCProfiler.class.getCanonicalName()),
                profilers(footprint), "footprint's memory figures reach JMH through the suite's own profiler");
        assertFalse(footprint.getMeasurementIterations().hasValue(), "footprint's ops per fork are its own");
    }

    /** Each offered rate is a value of one JMH parameter, so JMH runs one benchmark (with its own forks) per rate. */
    @Test
    void latencyRunsOneBenchmarkPerRateAndRecordsItsOwnFigures() {
        Parameters p = Parameters.resolve(Map.of("latencyRates", "500,20000", "latencyDuration", "2")::get);
        Options latency = new ModuleRun(p, "loom", List.of("threads"), List.of(), JmhArgs.parse(""),
                Path.of("unused.json")).options("threads", Workload.LATENCY);
        assertEquals(List.of("500", "20000"), List.copyOf(latency.getParameter("latencyRate").get()));
        assertEquals(List.of("2"), List.copyOf(latency.getParameter("latencyDuration").get()));
        assertTrue(profilers(latency).contains(IterationResultsProfiler.class.getCanonicalName()),
                profilers(latency).toString());
        assertFalse(latency.getMeasurementIterations().hasValue(), "its ops per fork are the benchmark's own");
    }
}
