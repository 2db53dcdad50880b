package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import ringside.contract.Framework;
import ringside.declaration.Declarations;
import ringside.contract.FrameworkFacts;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

class LauncherTest {

    /** Only its JVM flags matter here. */
    private static final Framework FLAGGED = new Framework() {
        public String name() { return "flagged"; }
        public String version() { return "1"; }
        public String licence() { return "none"; }
        public FrameworkFacts facts() { return null; }
        public List<Variant> variants() { return List.of(); }
        public List<String> jvmArgs(int parallelism) { return List.of("-Dflagged.parallelism=" + parallelism); }
    };

    @Test
    void everyForkGetsTheSameFixedPreTouchedHeapThenItsFrameworksFlags() {
        Parameters p = Parameters.resolve(Map.of("heap", "512m")::get);
        List<String> args = Launcher.jvmArgs(p, FLAGGED, 3);
        assertEquals(List.of("-Xms512m", "-Xmx512m", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch"), args.subList(0, 4));
        assertTrue(args.indexOf("-Dflagged.parallelism=3") > 3, args.toString());
        assertTrue(args.stream().noneMatch(a -> a.startsWith("-DopTimeout")), "a fork's inputs are JMH parameters");
    }

    /** A variant that refuses latency by design and holds at most 100 actors; nothing else is asked of it. */
    private static final Variant LIMITED = new Variant() {
        public String name() { return "limited"; }
        public String description() { return "limited"; }
        public VariantRuntime start(int parallelism) { throw new UnsupportedOperationException(); }

        @Override
        public Optional<String> cannotRun(Workload workload) {
            return workload == Workload.LATENCY ? Optional.of("no schedule") : Optional.empty();
        }

        @Override
        public Optional<String> cannotHold(long actorsAlive) {
            return actorsAlive > 100 ? Optional.of(actorsAlive + " > 100") : Optional.empty();
        }
    };

    @Test
    void aVariantRefusesAWorkloadByDesignOrBySize() {
        Parameters p = Parameters.resolve(Map.of("quick", "1")::get);
        assertEquals(Optional.of("no schedule"), Launcher.limit(p, LIMITED, Workload.LATENCY));
        assertEquals(Optional.of("11111 > 100"), Launcher.limit(p, LIMITED, Workload.SPAWN));
        assertEquals(Optional.empty(), Launcher.limit(p, LIMITED, Workload.RING));
    }

    /** Sieve keeps every filter (a prime below sieveLimit each) and its generator alive at once; big its actors. */
    @Test
    void sieveAndBigStateTheActorsTheyKeepAlive() {
        Parameters p = Parameters.resolve(Map.of("sieveLimit", "30", "bigActors", "101")::get);
        assertEquals(Optional.of(10L + 1), Declarations.of(Workload.SIEVE).aliveAtOnce(p), "2 3 5 7 11 13 17 19 23 29");
        assertEquals(Optional.of(101L), Declarations.of(Workload.BIG).aliveAtOnce(p));
        assertEquals(Optional.of("101 > 100"), Launcher.limit(p, LIMITED, Workload.BIG));
        assertEquals(Optional.empty(), Launcher.limit(p, LIMITED, Workload.SIEVE));
        assertEquals(Optional.empty(), Declarations.of(Workload.SELECT).aliveAtOnce(p));
    }

    /** A per-module run reads -D options and env vars: a misspelt one of either is refused, naming the parameter. */
    @Test
    void refusesAMisspeltSystemPropertyOrEnvVar() {
        Properties misspelt = new Properties();
        misspelt.setProperty("java.home", "/opt/jdk");
        misspelt.setProperty("pingpongCount", "100");
        ParameterException e = assertThrows(ParameterException.class,
                () -> Launcher.refuseMisspelt(Map.of(), misspelt));
        assertTrue(e.getMessage().startsWith("pingPongCount: the system property pingpongCount is not a parameter"),
                e.getMessage());
        assertTrue(e.getMessage().contains("pass -DpingPongCount=100 instead"), e.getMessage());
        assertThrows(ParameterException.class, () -> Launcher.refuseMisspelt(Map.of("ringsize", "5"), new Properties()));
        Properties exact = new Properties();
        exact.setProperty("pingPongCount", "100");
        assertDoesNotThrow(() -> Launcher.refuseMisspelt(Map.of(Progress.DONE, "3", "PATH", "/bin"), exact));
    }

    /** Only the suite's two arguments, each once, each with its file. */
    @Test
    void takesAPlanAndADescriptionFileAndNothingElse() {
        assertEquals(new Launcher.Arguments(null, null), Launcher.Arguments.parse(new String[0]));
        assertEquals(new Launcher.Arguments(Path.of("p.json"), Path.of("d.json")),
                Launcher.Arguments.parse(new String[] {"--plan", "p.json", "--describe", "d.json"}));
        for (String[] wrong : List.of(new String[] {"--plan"}, new String[] {"--fast", "x"},
                new String[] {"--plan", "a", "--plan", "b"})) {
            assertTrue(assertThrows(ParameterException.class, () -> Launcher.Arguments.parse(wrong)).getMessage()
                    .startsWith("unknown arguments"), List.of(wrong).toString());
        }
    }

    /** auto is chosen once, in the launcher, so the forks receive the pacer that runs; a chosen one is kept. */
    @Test
    void thePacerIsChosenOnceForTheForks() {
        Parameters p = Parameters.resolve(Map.of("parallelism", "2")::get);
        assertEquals("parking", Launcher.pinned(p, "0-1", "0-1", 2).text(Parameter.pacer));
        assertEquals("precise", Launcher.pinned(p, "0-2", "0-2", 3).text(Parameter.pacer));
        Parameters chosen = Launcher.pinned(p, "0-2", "0-2", 3);
        assertEquals("precise", Launcher.pinned(chosen, "0-1", "0-1", 2).text(Parameter.pacer));
    }

    /**
     * httpThroughput's load generator gets the CPUs outside the server's set, resolved once here for the forks; with
     * none left, or no HTTP stack, the benchmark is not run and says why. A variant without an HTTP stack refuses both
     * http workloads even where its module's refusals predate them.
     */
    @Test
    void theLoadGeneratorsCpusAreResolvedAndAnHttpWorkloadWithoutWhatItNeedsIsNotRun() {
        Parameters p = Parameters.resolve(Map.of("benchmarks", "httpThroughput", "parallelism", "1")::get);
        assertEquals("1-3", Launcher.pinned(p, "0", "0-3", 1).text(Parameter.loadCpuList));
        assertEquals("", Launcher.pinned(p, "0-3", "0-3", 4).text(Parameter.loadCpuList), "none left");
        Parameters given = Parameters.resolve(Map.of("benchmarks", "httpThroughput", "loadCpuList", "0-1")::get);
        assertTrue(assertThrows(ParameterException.class, () -> Launcher.pinned(given, "1", "0-3", 1)).getMessage()
                .startsWith("loadCpuList: 0-1 shares CPU 1 with the server's CPUs 1"));
        assertEquals(Optional.of(Variant.NO_HTTP_STACK), Launcher.limit(p, LIMITED, Workload.HTTP_PING_PONG));
        assertEquals(Optional.of(Variant.NO_HTTP_STACK), Launcher.limit(p, LIMITED, Workload.HTTP_THROUGHPUT));
        String noCpu = Launcher.loadGeneratorMissing(p).orElseThrow();
        assertTrue(noCpu.startsWith("loadCpuList: no CPU is left for the load generator: the server runs on CPUs"),
                noCpu);
    }

    /**
     * The description lists each variant's refusals of the run's workloads, by design or at its sizes, for the
     * suite's plan; not the load generator's CPUs, which the suite resolves per CPU set.
     */
    @Test
    void theDescriptionListsWhatEachVariantRefusesInThisRun() {
        Framework withLimited = new Framework() {
            public String name() { return "f"; }
            public String version() { return "1"; }
            public String licence() { return "none"; }
            public FrameworkFacts facts() { return null; }
            public List<Variant> variants() { return List.of(LIMITED); }
            public List<String> jvmArgs(int parallelism) { return List.of(); }
        };
        Parameters p = Parameters.resolve(Map.of("benchmarks", "ring,latency,spawn,httpThroughput", "quick", "1")::get);
        assertEquals(Map.of("limited", Map.of("latency", "no schedule", "spawn", "11111 > 100", "httpThroughput",
                Variant.NO_HTTP_STACK)), Launcher.refusals(p, withLimited));
    }
}
