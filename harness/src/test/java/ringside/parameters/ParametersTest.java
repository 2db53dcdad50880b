package ringside.parameters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ringside.declaration.Big;
import ringside.declaration.Contention;
import ringside.declaration.HttpPingPong;
import ringside.declaration.Latency;
import ringside.declaration.Select;
import ringside.declaration.Sieve;
import ringside.workload.LatencyWorkload;
import ringside.workload.Pacer;
import ringside.workload.Workload;

class ParametersTest {

    private static Parameters with(Map<String, String> values) {
        return Parameters.resolve(values::get);
    }

    private static String refusal(Map<String, String> values) {
        return assertThrows(ParameterException.class, () -> with(values)).getMessage();
    }

    @Test
    void defaultsAreTheDesignsSizes() {
        Parameters p = with(Map.of());
        assertEquals(503, p.integer(Parameter.workerCount));
        // a tenth of the design's 1,000,000 hops, so a default run fits its time (docs/methodology.md, "The defaults")
        assertEquals(100_000, p.integer(Parameter.ringSize));
        assertEquals(20_000, p.integer(Parameter.pingPongCount));
        assertEquals(8, p.integer(Parameter.fanOutWorkers));
        assertEquals(1_000_000, p.integer(Parameter.fanOutMessages));
        assertEquals(64, p.integer(Parameter.contentionSenders));
        assertEquals(1_000_000, p.integer(Parameter.contentionMessages));
        assertEquals(10, p.integer(Parameter.spawnBranching));
        assertEquals(1_000_000, p.integer(Parameter.spawnLeaves));
        assertEquals(Runtime.getRuntime().availableProcessors(), p.integer(Parameter.parallelism));
        assertEquals(List.of(Workload.RING, Workload.PINGPONG, Workload.FANOUT), p.workloads());
    }

    @Test
    void quickShrinksSizesButAnExplicitValueWins() {
        Parameters p = with(Map.of("quick", "1", "pingPongCount", "42"));
        assertEquals(10_000, p.integer(Parameter.ringSize));
        assertEquals(42, p.integer(Parameter.pingPongCount));
        assertEquals(1, p.integer(Parameter.forks));
        assertEquals(10_000, p.integer(Parameter.spawnLeaves));
        assertEquals(64, p.integer(Parameter.contentionSenders));
        assertEquals(20_000, p.integer(Parameter.contentionMessages));
    }

    @Test
    void badValuesAreRefusedNamingTheParameterAndWhatIsAccepted() {
        assertTrue(refusal(Map.of("workerCount", "1")).startsWith("workerCount: 1 is not accepted; expected an integer >= 2"));
        assertTrue(refusal(Map.of("ringSize", "lots")).startsWith("ringSize: 'lots' is not accepted"));
        assertTrue(refusal(Map.of("ringSize", "0")).startsWith("ringSize:"));
        assertTrue(refusal(Map.of("fanOutMessages", "-5")).startsWith("fanOutMessages:"));
        assertTrue(refusal(Map.of("forks", "0")).startsWith("forks:"));
        assertTrue(refusal(Map.of("parallelism", "0")).startsWith("parallelism:"));
        assertTrue(refusal(Map.of("quick", "yes")).startsWith("quick:"));
        assertTrue(refusal(Map.of("heap", "2 GB")).startsWith("heap:"));
        assertTrue(refusal(Map.of("spawnBranching", "1")).startsWith("spawnBranching: 1 is not accepted"));
        String leaves = refusal(Map.of("spawnLeaves", "5000"));
        assertTrue(leaves.startsWith("spawnLeaves: 5000 is not accepted; expected a power of spawnBranching (10)"),
                leaves);
        assertTrue(refusal(Map.of("spawnBranching", "3")).startsWith("spawnLeaves: 1000000 is not accepted"));
        assertTrue(refusal(Map.of("contentionSenders", "0")).startsWith("contentionSenders: 0 is not accepted"));
        assertTrue(refusal(Map.of("contentionMessages", "0")).startsWith("contentionMessages: 0 is not accepted"));
        String workloads = refusal(Map.of("benchmarks", "ring,chain"));
        assertTrue(workloads.startsWith("benchmarks: unknown workload 'chain'; accepted: ring, pingpong, fanout,"
                + " contention, spawn"), workloads);
    }

    /** Like spawn, contention runs only when named, so the default run (and its measured duration) stays as it was. */
    @Test
    void contentionRunsOnlyWhenNamed() {
        assertFalse(with(Map.of()).workloads().contains(Workload.CONTENTION));
        assertFalse(with(Map.of("quick", "1")).workloads().contains(Workload.CONTENTION));
        assertEquals(List.of(Workload.CONTENTION), with(Map.of("benchmarks", "contention")).workloads());
    }

    @Test
    void latencyRatesAreCheckedOneByOneAndRunOnlyWhenNamed() {
        assertFalse(with(Map.of()).workloads().contains(Workload.LATENCY));
        assertEquals(List.of(10_000, 50_000, 100_000), Latency.sizes(with(Map.of())).stream()
                .map(LatencyWorkload::latencyRate).toList());
        assertEquals(List.of(new LatencyWorkload(10_000, 10_000)), Latency.sizes(with(Map.of("quick", "1"))));
        assertEquals(List.of(new LatencyWorkload(200, 600), new LatencyWorkload(7, 21)),
                Latency.sizes(with(Map.of("latencyRates", "200, 7", "latencyDuration", "3"))));
        for (String bad : List.of("0", "-5", "1e4", "fast", "10000;50000", "99999999999")) {
            assertTrue(refusal(Map.of("latencyRates", bad)).startsWith("latencyRates: '"), bad);
        }
        assertTrue(refusal(Map.of("latencyRates", " , ")).startsWith("latencyRates: ',' is not accepted: it has an empty"
                + " element"));
        assertTrue(refusal(Map.of("latencyDuration", "0")).startsWith("latencyDuration: 0 is not accepted; expected an"
                + " integer >= 1"));
        assertTrue(refusal(Map.of("latencyRates", "10000000", "latencyDuration", "10")).startsWith(
                "latencyRate x latencyDuration: 100000000 is not accepted"));
    }

    /** auto leaves the precise pacer to a client with a CPU of its own; an unknown pacer stops the run by name. */
    @Test
    void thePacerIsChosenByNameOrByTheCpusLeftOver() {
        assertEquals(Pacer.PARKING, with(Map.of("parallelism", "2")).pacer(2), "auto, every CPU the framework's");
        assertEquals(Pacer.PRECISE, with(Map.of("parallelism", "1")).pacer(2), "auto, one CPU left for the client");
        assertEquals(Pacer.PRECISE, with(Map.of("parallelism", "1", "pacer", "precise")).pacer(1));
        assertEquals(Pacer.PARKING, with(Map.of("parallelism", "1", "pacer", "parking")).pacer(2));
        assertEquals("pacer: 'spin' is not accepted; expected one of auto, parking, precise",
                refusal(Map.of("pacer", "spin")));
    }

    @Test
    void listsAreTrimmedAndDeduplicated() {
        Parameters p = with(Map.of("benchmarks", " fanout , ring,fanout", "variants", "vthreads, threads"));
        assertEquals(List.of(Workload.FANOUT, Workload.RING), p.workloads());
        assertEquals(List.of("vthreads", "threads"), p.list(Parameter.variants));
    }

    /** A plan is every resolved value: read back it is the same run, quick's defaults included, and checked again. */
    @Test
    void aPlanReadsBackAsTheSameRunAndIsCheckedAgain() {
        Parameters p = with(Map.of("quick", "1", "jmhArgs", "-prof 'stack:lines=3'", "benchmarks", "pingpong"));
        Parameters read = Parameters.fromPlan(p.plan());
        assertEquals(p.toString(), read.toString());
        assertEquals(Integer.parseInt(Parameter.pingPongCount.defaultValue(true)), read.integer(Parameter.pingPongCount));
        assertEquals(p.plan(), read.plan());
        String edited = p.plan().replace("\"pingPongCount\": \"" + p.text(Parameter.pingPongCount) + "\"",
                "\"pingPongCount\": \"0\"");
        assertEquals("pingPongCount: 0 is not accepted; expected an integer >= 1",
                assertThrows(ParameterException.class, () -> Parameters.fromPlan(edited)).getMessage());
        String missing = p.plan().replaceFirst("\\s*\"pingPongCount\": \"[0-9]+\",", "");
        assertTrue(assertThrows(ParameterException.class, () -> Parameters.fromPlan(missing)).getMessage()
                .startsWith("plan: expected every parameter once; missing [pingPongCount]"));
        assertTrue(assertThrows(ParameterException.class, () -> Parameters.fromPlan("pingPongCount=5")).getMessage()
                .startsWith("plan: not a Ringside plan"));
    }

    @Test
    void withChangesOneValueAndChecksIt() {
        Parameters p = with(Map.of());
        assertEquals("vthreads", p.with(Parameter.variants, "vthreads").text(Parameter.variants));
        assertEquals("", p.text(Parameter.variants), "the original is unchanged");
        assertEquals("forks: 0 is not accepted; expected an integer >= 1",
                assertThrows(ParameterException.class, () -> p.with(Parameter.forks, "0")).getMessage());
    }

    /** Like contention, sieve, select and big run only when named, so the default run's duration holds. */
    @Test
    void sieveSelectAndBigRunOnlyWhenNamedAtTheirSizes() {
        for (Workload w : List.of(Workload.SIEVE, Workload.SELECT, Workload.BIG)) {
            assertFalse(with(Map.of()).workloads().contains(w), w.publicName());
            assertFalse(with(Map.of("quick", "1")).workloads().contains(w), w.publicName());
        }
        Parameters p = with(Map.of("benchmarks", "sieve,select,big"));
        assertEquals(List.of(Workload.SIEVE, Workload.SELECT, Workload.BIG), p.workloads());
        assertEquals(20_000, Sieve.sizes(p).sieveLimit());
        assertEquals(8, Select.sizes(p).selectSources());
        assertEquals(100_000, Select.sizes(p).selectMessages());
        assertEquals(64, Big.sizes(p).bigActors());
        assertEquals(10_000, Big.sizes(p).bigPings());
        Parameters quick = with(Map.of("quick", "1"));
        assertEquals(2_000, Sieve.sizes(quick).sieveLimit());
        assertEquals(500, Big.sizes(quick).bigPings());
        assertEquals(8 * 2_500, Select.sizes(quick).messagesPerOp(), "select's quick op: as many messages as contention's");
        assertEquals(Contention.sizes(quick).messagesPerOp(), Select.sizes(quick).messagesPerOp());
        assertTrue(refusal(Map.of("sieveLimit", "2")).startsWith("sieveLimit: 2 is not accepted; expected an integer"
                + " >= 3"));
        assertTrue(refusal(Map.of("sieveLimit", "1000001")).startsWith("sieveLimit: 1000001 is not accepted; expected 3"
                + " to 1000000"));
        assertTrue(refusal(Map.of("selectSources", "0")).startsWith("selectSources: 0 is not accepted"));
        assertTrue(refusal(Map.of("selectMessages", "0")).startsWith("selectMessages: 0 is not accepted"));
        assertTrue(refusal(Map.of("bigActors", "1")).startsWith("bigActors: 1 is not accepted; expected an integer"
                + " >= 2"));
        assertTrue(refusal(Map.of("bigPings", "x")).startsWith("bigPings: 'x' is not accepted"));
        assertTrue(refusal(Map.of("bigActors", "100000", "bigPings", "100000")).startsWith("bigActors x bigPings:"));
    }

    /** stackDepth is a list, each depth its own benchmark; 0 by default, so today's ring and ping-pong stay. */
    @Test
    void stackDepthsAreCheckedOneByOne() {
        assertEquals(List.of(0), with(Map.of()).stackDepths());
        assertEquals(List.of(0), with(Map.of("quick", "1")).stackDepths());
        assertEquals(List.of(0, 16, 64, 256), with(Map.of("stackDepth", "0,16, 64,256,16")).stackDepths());
        assertEquals(List.of(4096), with(Map.of("stackDepth", "4096")).stackDepths());
        for (String bad : List.of("-1", "4097", "deep", "1e3", "16;64", "99999999999")) {
            String refusal = refusal(Map.of("stackDepth", bad));
            assertTrue(refusal.startsWith("stackDepth: "), refusal);
            assertTrue(refusal.contains("4096"), "the accepted range: " + refusal);
        }
        assertTrue(refusal(Map.of("stackDepth", " , ")).startsWith("stackDepth: ',' is not accepted: it has an empty"
                + " element"));
    }

    /**
     * A precision target in percent (3 by default, none in a quick run), the round's share of each CPU set (16
     * minutes) and a time budget (none) in hours, minutes and seconds; "none" turns off the first two.
     */
    @Test
    void precisionAndTimeBudgetAreReadAndCheckedBeforeAnyWork() {
        assertEquals(0.03, with(Map.of()).precision().getAsDouble(), 1e-12);
        assertTrue(with(Map.of("quick", "1")).precision().isEmpty(), "a smoke run adds no forks");
        assertTrue(with(Map.of("precision", "none")).precision().isEmpty());
        assertEquals(java.time.Duration.ofMinutes(16), with(Map.of()).precisionBudget().orElseThrow());
        assertTrue(with(Map.of("precisionBudget", "none")).precisionBudget().isEmpty());
        assertTrue(with(Map.of()).timeBudget().isEmpty());
        assertEquals(0.05, with(Map.of("precision", "5")).precision().getAsDouble(), 1e-12);
        assertEquals(0.025, with(Map.of("precision", "2.5")).precision().getAsDouble(), 1e-12);
        assertEquals(java.time.Duration.ofSeconds(90), with(Map.of("timeBudget", "90s")).timeBudget().orElseThrow());
        assertEquals(java.time.Duration.ofMinutes(45), with(Map.of("timeBudget", "45m")).timeBudget().orElseThrow());
        assertEquals(java.time.Duration.ofMinutes(90), with(Map.of("timeBudget", "1h30m")).timeBudget().orElseThrow());
        assertEquals(java.time.Duration.ofHours(2), with(Map.of("timeBudget", "2h")).timeBudget().orElseThrow());
        for (String bad : List.of("0", "100", "-5", "5%", "five", "1e1")) {
            assertTrue(refusal(Map.of("precision", bad)).startsWith("precision: '" + bad + "' is not accepted;"
                    + " expected a percentage above 0 and below 100"), bad);
        }
        for (String bad : List.of("20", "0m", "m", "1m2h", "20 m", "1.5h", "-1m")) {
            assertTrue(refusal(Map.of("timeBudget", bad)).startsWith("timeBudget: '" + bad + "' is not accepted;"
                    + " expected a duration such as 90s, 45m, 2h or 1h30m"), bad);
            assertTrue(refusal(Map.of("precisionBudget", bad)).startsWith("precisionBudget: '" + bad + "' is not"
                    + " accepted; expected a duration such as 90s, 16m or 1h, or none"), bad);
        }
    }

    @Test
    void theHttpWorkloadsRunOnlyWhenNamedAtTheirSizes() {
        assertFalse(with(Map.of()).workloads().contains(Workload.HTTP_PING_PONG));
        assertFalse(with(Map.of()).workloads().contains(Workload.HTTP_THROUGHPUT));
        Parameters p = with(Map.of("benchmarks", "httpPingPong,httpThroughput"));
        assertEquals(List.of(Workload.HTTP_PING_PONG, Workload.HTTP_THROUGHPUT), p.workloads());
        assertEquals(10_000, HttpPingPong.sizes(p).httpPingPongCount());
        assertEquals(1_000, HttpPingPong.sizes(with(Map.of("quick", "1"))).httpPingPongCount());
        assertEquals(List.of(100, 500, 1000), p.httpConnections());
        assertEquals(List.of(7, 3), with(Map.of("httpConnections", " 7,3,7")).httpConnections());
        assertEquals("httpPingPongCount: 0 is not accepted; expected an integer >= 1",
                refusal(Map.of("httpPingPongCount", "0")));
        assertEquals("httpConnections: '0' is not accepted; expected positive integers (connections),"
                + " comma-separated, such as 100,500,1000 (at most 999999)", refusal(Map.of("httpConnections", "1,0")));
        assertEquals("httpConnections: ',' is not accepted: it has an empty element; expected positive integers"
                + " (connections), comma-separated", refusal(Map.of("httpConnections", ",")));
        assertEquals("httpLoadShare: 101 is not accepted; expected an integer from 1 to 100",
                refusal(Map.of("httpLoadShare", "101")));
        assertEquals("httpDuration: 0 is not accepted; expected an integer >= 1", refusal(Map.of("httpDuration", "0")));
    }
}
