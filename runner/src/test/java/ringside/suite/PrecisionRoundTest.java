package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import ringside.parameters.Parameters;
import ringside.report.Measurement;
import ringside.report.ModuleStatus;
import ringside.report.PrecisionOutcome;
import ringside.statistics.ForkSamples;
import ringside.statistics.Precision;
import ringside.statistics.RepetitionPlan;
import ringside.workload.Workload;

/**
 * The precision round's choices, with fake rows whose forks come from the test and a fake clock that each fork moves
 * on by its cost: which row gets the next fork, when the round stops, and what each row's outcome says.
 */
class PrecisionRoundTest {
    private static final Precision FIVE_PERCENT = new Precision(0.05);

    /** The fake run: each variant's forks so far, its next forks, what one costs; the forks added, in order. */
    private final Map<String, List<List<Double>>> forks = new LinkedHashMap<>();
    private final Map<String, IntFunction<List<Double>>> nextFork = new HashMap<>();
    private final Map<String, Double> cost = new HashMap<>();
    private final Map<String, String> failing = new HashMap<>();
    /** What a fork really takes, where it differs from its estimate ({@code cost}). */
    private final Map<String, Double> took = new HashMap<>();
    /** Each variant's CPU set, where it is not "0". */
    private final Map<String, String> cpuSets = new HashMap<>();
    /** The round's share of each CPU set (precisionBudget). */
    private String share = "none";
    /** The budget's length in ms, to stop a fork at its end as the suite does; 0: no budget. */
    private long budgetMillis;
    private final List<String> added = new ArrayList<>();
    /** The measured iterations each added fork was asked for, in order. */
    private final List<Integer> iterationsAsked = new ArrayList<>();
    private final long[] now = {0};
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    /** Ten iterations around {@code mean}, spread by a thousandth of it: a fork that agrees with itself. */
    private static List<Double> fork(double mean) {
        return IntStream.range(0, 10).mapToObj(i -> mean * (1 + (i % 2 == 0 ? 1 : -1) * 0.001)).toList();
    }

    private void row(String variant, double seconds, IntFunction<List<Double>> next, double... forkMeans) {
        List<List<Double>> sofar = new ArrayList<>();
        for (double mean : forkMeans) {
            sofar.add(fork(mean));
        }
        forks.put(variant, sofar);
        nextFork.put(variant, next);
        cost.put(variant, seconds);
    }

    private Measurement measurement(String variant, List<List<Double>> iterations) {
        ForkSamples samples = new ForkSamples(iterations);
        return new Measurement("loom", variant, Workload.RING, 1, cpuSets.getOrDefault(variant, "0"),
                Map.of("ringSize", "1000"), samples.mean(),
                samples.halfWidth(), "ms/op", samples.means(), 10, "", "25", 1000, 0, samples);
    }

    private List<PrecisionOutcome> round(String timeBudget) throws Exception {
        Map<String, String> env = new HashMap<>(Map.of("precisionBudget", share));
        if (timeBudget != null) {
            env.put("timeBudget", timeBudget);
        }
        budgetMillis = timeBudget == null ? 0
                : Parameters.resolve(env::get).timeBudget().orElseThrow().minus(TimeBudget.REPORT_ALLOWANCE).toMillis();
        TimeBudget budget = new TimeBudget(Parameters.resolve(env::get), Duration.ZERO, () -> now[0]);
        PrecisionRound.Rows rows = () -> forks.entrySet().stream().map(e -> measurement(e.getKey(), e.getValue()))
                .toList();
        PrecisionRound.Forks run = (row, k, iterations) -> {
            added.add(row.variant());
            iterationsAsked.add(iterations);
            now[0] += Math.round(took.getOrDefault(row.variant(), cost.get(row.variant())) * 1000);
            if (budgetMillis > 0 && now[0] >= budgetMillis) {
                now[0] = budgetMillis;
                return new ModuleStatus("0", "loom", "timed-out", "stopped when timeBudget ran out");
            }
            if (failing.containsKey(row.variant())) {
                return new ModuleStatus("0", "loom", "failed", failing.get(row.variant()));
            }
            List<List<Double>> sofar = forks.get(row.variant());
            sofar.add(nextFork.get(row.variant()).apply(sofar.size()));
            return new ModuleStatus("0", "loom", "ok", "");
        };
        PrecisionRound.Costs costs = new PrecisionRound.Costs() {
            @Override
            public double forkSeconds(Measurement row, int iterations) {
                return cost.get(row.variant());
            }

            @Override
            public double iterationSeconds(Measurement row) {
                return 0.1;
            }
        };
        return new PrecisionRound(FIVE_PERCENT, "5", budget, new RoundBudget(Parameters.resolve(env::get)), rows, costs,
                run,
                new PrintStream(printed, true, StandardCharsets.UTF_8)).run();
    }

    private static PrecisionOutcome outcome(List<PrecisionOutcome> outcomes, String variant) {
        return outcomes.stream().filter(o -> o.label().equals("loom/" + variant)).findFirst().orElseThrow();
    }

    /** Rows too few forks to judge come first, the cheapest first; a row that meets the target gets no more. */
    @Test
    void rowsWithTooFewForksFirstCheapestFirstUntilEveryRowMeetsTheTarget() throws Exception {
        row("vthreads", 10, k -> fork(100.1), 100, 100.2);
        row("threads", 5, k -> fork(200.1), 200, 200.2);
        List<PrecisionOutcome> outcomes = round(null);
        assertEquals(List.of("threads", "vthreads"), added);
        assertTrue(outcomes.stream().allMatch(PrecisionOutcome::met), outcomes.toString());
        assertEquals(3, outcome(outcomes, "threads").forks());
        assertTrue(printed.toString().contains("precision: fork 3 of loom/threads ring on CPUs 0 (error "),
                printed.toString());
        // no budget: the round's bound is each open row's forks up to the cap at its cost, 8 x 10 s + 8 x 5 s
        assertTrue(printed.toString().lines().anyMatch(l -> l.startsWith("precision: fork 3 of loom/threads")
                && l.endsWith("no time budget; the round: up to 2m00s more)")), printed.toString());
        assertTrue(printed.toString().lines().anyMatch(l -> l.startsWith("precision: fork 3 of loom/vthreads")
                && l.endsWith("; the round: up to 1m20s more)")), "threads met: " + printed);
        assertTrue(printed.toString().contains("precision: 2 of 2 rows within 5% after 2 added fork(s)"),
                printed.toString());
    }

    /** Among rows above the target, the one where a fork narrows the error most for its cost. */
    @Test
    void theMostImprovableRowForItsCostGetsTheNextFork() throws Exception {
        // wide spreads both, one twice the other's; the next fork lands on their mean, so both narrow
        row("wide", 1, k -> fork(100), 80, 100, 120);
        row("narrow", 1, k -> fork(100), 90, 100, 110);
        round("23s"); // 3 s for forks (20 s of the budget are the report's)
        assertEquals("wide", added.get(0), "equal costs: the wider spread narrows more");

        forks.clear();
        added.clear();
        now[0] = 0;
        row("wide", 3, k -> fork(100), 80, 100, 120);
        row("narrow", 1, k -> fork(100), 90, 100, 110);
        round("23s");
        assertEquals("narrow", added.get(0), "the wider row's fork costs three times as much for twice the gain");
    }

    /** A fork that would not end within the budget is not started; the rows left above say why. */
    @Test
    void theRoundEndsWhenTheNextForkDoesNotFitAndSaysSo() throws Exception {
        row("threads", 10, k -> fork(k % 2 == 0 ? 80 : 120), 80, 120, 100);
        List<PrecisionOutcome> outcomes = round("45s"); // 25 s for forks: two of 10 s
        assertEquals(List.of("threads", "threads"), added);
        assertTrue(printed.toString().lines().filter(l -> l.startsWith("precision: fork")).findFirst().orElseThrow()
                .endsWith("25s left; the round: up to 25s"
                + " more)"), "7 forks of 10 s to the cap, but the budget ends first: " + printed);
        PrecisionOutcome threads = outcome(outcomes, "threads");
        assertFalse(threads.met());
        assertEquals(5, threads.forks());
        assertTrue(threads.why().contains("timeBudget=45s ran out: the next fork would take about 10s, 5s left"),
                threads.why());
        assertTrue(printed.toString().contains("  above: loom/threads ring on CPUs 0: "), printed.toString());
    }

    /**
     * Each CPU set has its own share of the round (precisionBudget): the wider row's set stops when its share cannot
     * pay the next fork, and the other set's row still gets its forks.
     */
    @Test
    void eachCpuSetsShareOfTheRoundStopsItsOwnRowsOnly() throws Exception {
        row("typed", 10, k -> fork(k % 2 == 0 ? 50 : 150), 50, 150, 50);
        cpuSets.put("typed", "0-1");
        row("threads", 10, k -> fork(k % 2 == 0 ? 90 : 110), 90, 110, 100);
        share = "25s"; // two forks of 10 s on each set
        List<PrecisionOutcome> outcomes = round(null);
        assertEquals(2, added.stream().filter("typed"::equals).count(), added.toString());
        assertEquals(2, added.stream().filter("threads"::equals).count(), added.toString());
        assertEquals("typed", added.get(0), "the wider row first: " + added);
        assertTrue(outcome(outcomes, "typed").why().contains("precisionBudget=25s on CPUs 0-1 spent: the next fork"
                + " would take about 10s, 5s left"), outcome(outcomes, "typed").why());
        assertTrue(outcome(outcomes, "threads").why().contains("precisionBudget=25s on CPUs 0 spent"),
                outcome(outcomes, "threads").why());
        assertTrue(printed.toString().lines().filter(l -> l.startsWith("precision: fork")).findFirst().orElseThrow()
                .contains("; about 10s, 25s of this CPU set's round left; the round: up to 50s more)"), printed.toString());
    }

    /** A fork that takes longer than estimated (its launcher's start) makes every later estimate that much longer. */
    @Test
    void whatAForkTookBeyondItsEstimateIsAddedToTheNextEstimates() throws Exception {
        row("threads", 5, k -> fork(k % 2 == 0 ? 80 : 120), 80, 120, 100);
        took.put("threads", 9.0);
        List<PrecisionOutcome> outcomes = round("35s"); // 15 s for forks: the first fits by its estimate only
        assertEquals(List.of("threads"), added);
        assertTrue(outcome(outcomes, "threads").why().contains("the next fork would take about 9s, 6s left"),
                outcome(outcomes, "threads").why());
    }

    /** A fork the budget's end stops is not the row's fault: the round ends, and says the budget ran out. */
    @Test
    void aForkStoppedByTheBudgetsEndEndsTheRoundWithoutBlamingTheRow() throws Exception {
        row("threads", 5, k -> fork(k % 2 == 0 ? 80 : 120), 80, 120, 100);
        took.put("threads", 30.0);
        List<PrecisionOutcome> outcomes = round("35s");
        String why = outcome(outcomes, "threads").why();
        assertTrue(why.contains("timeBudget=35s ran out during an added fork (estimated 5s)"), why);
        assertFalse(why.contains("a fork timed-out"), why);
    }

    /** Without a budget a row gets forks up to the cap; a bimodal row says so. */
    @Test
    void withoutABudgetTheCapBoundsARowAndModesAreNamed() throws Exception {
        row("typed", 1, k -> fork(k % 2 == 0 ? 65 : 90), 65, 90, 65);
        List<PrecisionOutcome> outcomes = round(null);
        PrecisionOutcome typed = outcome(outcomes, "typed");
        assertEquals(PrecisionRound.MAX_FORKS_PER_ROW, typed.forks());
        assertFalse(typed.met());
        assertTrue(typed.why().contains("bimodal (2 modes over " + PrecisionRound.MAX_FORKS_PER_ROW + " forks)"),
                typed.why());
        assertTrue(typed.why().contains("at most " + PrecisionRound.MAX_FORKS_PER_ROW + " forks a row"), typed.why());
    }

    /** A fork that fails closes its row (it is recorded like any failed module run); the others go on. */
    @Test
    void aFailedForkClosesItsRowOnly() throws Exception {
        row("threads", 1, k -> fork(200.1), 200, 200.2);
        row("vthreads", 2, k -> fork(100.1), 100, 100.2);
        failing.put("threads", "exit status 1: wrong sum");
        List<PrecisionOutcome> outcomes = round(null);
        assertEquals(List.of("threads", "vthreads"), added);
        assertTrue(outcome(outcomes, "vthreads").met());
        PrecisionOutcome threads = outcome(outcomes, "threads");
        assertFalse(threads.met());
        assertTrue(threads.why().startsWith("too few forks (2, a target is judged over 3 or more)"), threads.why());
        assertTrue(threads.why().endsWith("a fork failed: exit status 1: wrong sum"), threads.why());
    }

    /**
     * A row with enough forks to judge is planned from them once, its pilot: the plan is printed, every fork added to
     * it runs the plan's iterations, and the outcome carries it. Here its iterations agree and its forks do not, so
     * one iteration a fork.
     */
    @Test
    void aRowIsPlannedFromItsPilotAndItsForksRunThePlansIterations() throws Exception {
        row("threads", 1, k -> fork(100), 90, 110, 100);
        row("vthreads", 1, k -> fork(50.1), 50, 50.2);
        List<PrecisionOutcome> outcomes = round(null);
        for (int k = 0; k < added.size(); k++) {
            if (added.get(k).equals("threads")) {
                assertEquals(1, iterationsAsked.get(k), "the plan's iterations: " + iterationsAsked);
            }
        }
        assertEquals(10, iterationsAsked.get(added.indexOf("vthreads")), "too few forks to plan: as its forks ran");
        String line = printed.toString().lines().filter(l -> l.startsWith("precision: plan for loom/threads"))
                .findFirst().orElseThrow(() -> new AssertionError(printed.toString()));
        assertTrue(line.startsWith("precision: plan for loom/threads ring on CPUs 0: its 3 forks so far, the pilot,"
                + " spread "), line);
        assertTrue(line.contains(": 1 measured iteration(s) a fork, "), line);
        assertEquals(1, printed.toString().lines().filter(l -> l.startsWith("precision: plan for loom/threads"))
                .count(), "planned once");
        assertEquals(1, outcome(outcomes, "threads").plan().orElseThrow().iterationsPerFork());
        assertTrue(printed.toString().lines().anyMatch(l -> l.startsWith("  planned: loom/threads ring on CPUs 0: ")
                && l.contains(" measured iteration(s) each added, predicted ") && l.endsWith(" over "
                + outcome(outcomes, "threads").forks() + " forks")), "the plan beside what it got: " + printed);
        PrecisionOutcome back = PrecisionOutcome.read(writeTsv(outcomes)).stream()
                .filter(o -> o.label().equals("loom/threads")).findFirst().orElseThrow();
        RepetitionPlan plan = outcome(outcomes, "threads").plan().orElseThrow();
        RepetitionPlan kept = back.plan().orElseThrow(() -> new AssertionError("precision.tsv keeps the plan"));
        assertEquals(plan.iterationsPerFork(), kept.iterationsPerFork());
        assertEquals(plan.forks(), kept.forks());
        assertEquals(plan.predicted(), kept.predicted(), 1e-6);
        assertEquals(plan.reachable(), kept.reachable());
    }

    private static Path writeTsv(List<PrecisionOutcome> outcomes) throws Exception {
        Path tsv = Files.createTempFile("precision", ".tsv");
        tsv.toFile().deleteOnExit();
        StringBuilder lines = new StringBuilder();
        outcomes.forEach(o -> lines.append(o.toTsvLine()));
        Files.writeString(tsv, lines.toString());
        return tsv;
    }
}
