package ringside.suite;

import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import ringside.launcher.Progress;
import ringside.report.Format;
import ringside.report.Measurement;
import ringside.report.ModuleStatus;
import ringside.report.PrecisionOutcome;
import ringside.statistics.Precision;
import ringside.statistics.RepetitionPlan;
import ringside.statistics.VarianceComponents;

/**
 * After the planned benchmarks, forks are added one at a time to the timed rows whose error is above the target:
 * each time to the row where one more fork should narrow the error most for its cost (rows with too few forks to
 * judge first, the cheapest of them first), then every row is read and judged again. It ends when every row meets
 * the target, or no row may get another fork (at most {@link #MAX_FORKS_PER_ROW}, and no more once its CPU set's
 * share of the round is spent: {@link RoundBudget}), or the next fork would not end within the time budget. A row's
 * planned forks are its pilot: once it has enough to judge, its plan ({@link RepetitionPlan}) chooses the measured
 * iterations of every fork added to it and predicts the forks and the error it needs, which the outcome sets beside
 * the error it got.
 */
final class PrecisionRound {
    /** What bounds the round without a time budget: forks of one row, the planned ones included. */
    static final int MAX_FORKS_PER_ROW = 10;

    /** The run's timed rows as the report reads them, every fork so far merged. */
    interface Rows {
        List<Measurement> read() throws IOException;
    }

    /** Runs the k-th added fork: one more fork of exactly that row's benchmark, of that many measured iterations. */
    interface Forks {
        ModuleStatus run(Measurement row, int k, int iterations) throws InterruptedException;
    }

    /** What a row's forks cost, estimated from what the run (or an earlier one) recorded. */
    interface Costs {
        /** Seconds of one more fork of the row with that many measured iterations, its start and warm-up included. */
        double forkSeconds(Measurement row, int iterations);

        /** Seconds of one measured iteration of the row: its iteration time, or one op where an op takes longer. */
        double iterationSeconds(Measurement row);
    }

    private final Precision precision;
    private final String target;
    private final TimeBudget budget;
    private final RoundBudget share;
    private final Rows rows;
    private final Costs costs;
    private final Forks forks;
    private final PrintStream out;
    private final Map<String, Double> seconds = new HashMap<>(); // each open row's estimated fork, this pass
    private final Map<String, RepetitionPlan> plans = new HashMap<>(); // each row's, from its pilot
    /**
     * What a fork took beyond its estimate, the most seen so far: an added fork is a whole module run (its launcher's
     * JVM too), which the benchmarks' recorded costs leave out; learnt from the first fork, added to every estimate.
     */
    private double overheadSeconds;

    /**
     * {@code target}: the percentage as the user gave it ("5").
     */
    PrecisionRound(Precision precision, String target, TimeBudget budget, RoundBudget share, Rows rows, Costs costs,
            Forks forks, PrintStream out) {
        this.precision = precision;
        this.target = target;
        this.budget = budget;
        this.share = share;
        this.rows = rows;
        this.costs = costs;
        this.forks = forks;
        this.out = out;
    }

    /** The outcome of the round: every timed row, met or above and why, in report order. */
    List<PrecisionOutcome> run() throws IOException, InterruptedException {
        Map<String, String> closed = new HashMap<>(); // rows that get no more forks, and why
        Map<String, Integer> expected = new HashMap<>(); // forks a row should have after the fork added to it
        String ended = "";
        int added = 0;
        long start = System.nanoTime();
        while (true) {
            List<Measurement> now = rows.read();
            List<Measurement> open = new ArrayList<>();
            for (Measurement row : now) {
                String key = key(row);
                if (expected.getOrDefault(key, 0) > row.samples().forks()) {
                    closed.putIfAbsent(key, "the added fork's result is missing (see its log)");
                }
                if (precision.status(row.samples()) == Precision.Status.MET || closed.containsKey(key)) {
                    continue;
                }
                if (row.samples().forks() >= MAX_FORKS_PER_ROW) {
                    closed.put(key, "at most " + MAX_FORKS_PER_ROW + " forks a row");
                    continue;
                }
                open.add(row);
                if (precision.status(row.samples()) != Precision.Status.TOO_FEW_FORKS && !plans.containsKey(key)) {
                    plan(row);
                }
            }
            seconds.clear(); // estimated once a pass: a fork's cost may change what the next is expected to take
            for (Measurement row : List.copyOf(open)) { // its CPU set's share of the round cannot pay its next fork
                if (!share.fits(row.cpuSet(), seconds(row))) {
                    closed.put(key(row), share.spentText(row.cpuSet(), seconds(row)));
                    open.remove(row);
                }
            }
            if (open.isEmpty()) {
                break;
            }
            Optional<Measurement> next = open.stream().sorted(priority()).filter(r -> budget.fits(seconds(r)))
                    .findFirst();
            if (next.isEmpty()) {
                Measurement cheapest = open.stream().min(Comparator.comparingDouble(this::seconds)).orElseThrow();
                ended = budget.text() + " ran out: the next fork would take about "
                        + RunPlan.duration(seconds(cheapest)) + ", " + Progress.format(budget.left()) + " left";
                break;
            }
            Measurement row = next.get();
            added++;
            double predicted = Precision.predictedAfterOneMoreFork(row.samples());
            out.println("precision: fork " + (row.samples().forks() + 1) + " of " + row.label() + " "
                    + row.benchmark() + " on CPUs " + row.cpuSet() + " (error " + Format.percent(error(row))
                    + (Double.isNaN(predicted) ? "" : ", about " + Format.percent(predicted) + " after it")
                    + "; target " + Format.percent(precision.target()) + "; about " + RunPlan.duration(seconds(row))
                    + ", " + (share.limited() ? RunPlan.duration(share.left(row.cpuSet())) + " of this CPU set's"
                            + " round left" : budget.limited() ? Progress.format(budget.left()) + " left"
                            : "no time budget")
                    + "; the round: up to " + RunPlan.duration(bound(open)) + " more)");
            expected.put(key(row), row.samples().forks() + 1);
            double estimated = seconds(row);
            long before = budget.nowMillis();
            ModuleStatus status = forks.run(row, added, iterations(row));
            double took = (budget.nowMillis() - before) / 1000.0;
            share.spend(row.cpuSet(), took);
            overheadSeconds = Math.max(overheadSeconds, took - estimated);
            if (status.status().equals("interrupted")) {
                ended = "interrupted";
                break;
            }
            if (!status.ok() && budget.spent()) { // stopped by the budget's end: no fault of the row's
                ended = budget.text() + " ran out during an added fork (estimated " + RunPlan.duration(estimated)
                        + ")";
                break;
            }
            if (!status.ok()) {
                closed.put(key(row), "a fork " + status.status() + ": " + status.detail());
            }
        }
        List<PrecisionOutcome> outcomes = new ArrayList<>();
        for (Measurement row : rows.read()) {
            boolean met = precision.status(row.samples()) == Precision.Status.MET;
            outcomes.add(PrecisionOutcome.of(row, error(row), precision.target(), met, met ? "" : why(row,
                    closed.getOrDefault(key(row), ended)), plans.get(key(row))));
        }
        summary(outcomes, added, Duration.ofNanos(System.nanoTime() - start));
        return outcomes;
    }

    /**
     * The most the round may still take: each open row given forks up to the cap at its estimated fork, never past
     * its CPU set's share of the round, nor past the time budget.
     */
    private double bound(List<Measurement> open) {
        Map<String, Double> perSet = new HashMap<>();
        open.forEach(r -> perSet.merge(r.cpuSet(), Math.max(0, MAX_FORKS_PER_ROW - r.samples().forks())
                * seconds(r), Double::sum));
        double forks = perSet.entrySet().stream().mapToDouble(e -> Math.min(e.getValue(), share.left(e.getKey())))
                .sum();
        return budget.limited() ? Math.min(forks, budget.left().toMillis() / 1000.0) : forks;
    }

    /** Too few forks to judge first (the cheapest of those first), then the largest narrowing for its cost. */
    private Comparator<Measurement> priority() {
        return Comparator.comparing((Measurement r) -> !Double.isInfinite(gain(r)))
                .thenComparingDouble(r -> Double.isInfinite(gain(r)) ? seconds(r) : -gain(r) / seconds(r));
    }

    /** How much one more fork should narrow the row's error (0 where it cannot be told). */
    private double gain(Measurement row) {
        double gain = precision.gain(row.samples());
        return Double.isNaN(gain) ? 0 : gain;
    }

    private double seconds(Measurement row) {
        return seconds.computeIfAbsent(key(row), k -> Math.max(costs.forkSeconds(row, iterations(row)), 1e-3)
                + overheadSeconds);
    }

    /**
     * The measured iterations of the row's next fork: its plan's, or as many as its planned forks measured (its
     * samples may hold warm-up iterations too, from where each fork settled).
     */
    private int iterations(Measurement row) {
        RepetitionPlan plan = plans.get(key(row));
        return plan != null ? plan.iterationsPerFork() : row.iterationsPerFork();
    }

    /**
     * The row's plan from its pilot (the forks it has): the costs of a fork beside its measured iterations and of an
     * iteration, the variance at each level; printed with what it chose and the error it predicts.
     */
    private void plan(Measurement row) {
        int pilotIterations = row.iterationsPerFork();
        double iteration = costs.iterationSeconds(row);
        double beside = Math.max(0, costs.forkSeconds(row, pilotIterations) - pilotIterations * iteration);
        RepetitionPlan plan = RepetitionPlan.of(row.samples(), beside, iteration, precision, MAX_FORKS_PER_ROW);
        plans.put(key(row), plan);
        VarianceComponents v = VarianceComponents.of(row.samples());
        out.println("precision: plan for " + row.label() + " " + row.benchmark() + " on CPUs " + row.cpuSet()
                + ": its " + row.samples().forks() + " forks so far, the pilot, spread " + Format.percent(Math.sqrt(
                v.between()) / row.samples().mean()) + " between forks and " + Format.percent(Math.sqrt(v.within())
                / row.samples().mean()) + " between iterations; a fork costs " + seconds(beside)
                + " beside its measured iterations of " + seconds(iteration) + " each: " + plan.iterationsPerFork()
                + " measured iteration(s) a fork, " + plan.forks() + " forks in all, "
                + (plan.reachable() ? "predicted " : "the most a row gets, predicted still ")
                + Format.percent(plan.predicted()) + " (target " + Format.percent(precision.target()) + ")");
    }

    /** Why a row stayed above its target: its forks, its modes, and what stopped the round for it. */
    private static String why(Measurement row, String stopped) {
        List<String> parts = new ArrayList<>();
        if (row.samples().forks() < Precision.FORKS_TO_JUDGE) {
            parts.add("too few forks (" + row.samples().forks() + ", a target is judged over "
                    + Precision.FORKS_TO_JUDGE + " or more)");
        }
        if (row.modes().several()) {
            parts.add("bimodal (" + row.modes().modes().size() + " modes over " + row.samples().forks()
                    + " forks)");
        }
        if (!stopped.isEmpty()) {
            parts.add(stopped);
        }
        return String.join("; ", parts);
    }

    private void summary(List<PrecisionOutcome> outcomes, int added, Duration took) {
        long met = outcomes.stream().filter(PrecisionOutcome::met).count();
        out.println("precision: " + met + " of " + outcomes.size() + " rows within " + target + "% after " + added
                + " added fork(s) in " + Progress.format(took));
        outcomes.stream().filter(o -> !o.met()).forEach(o -> out.println("  above: " + o.label() + " "
                + o.benchmark() + " on CPUs " + o.cpuSet() + ": " + Format.percent(o.relativeError()) + " over "
                + o.forks() + " fork(s) (" + o.why() + ")"));
        outcomes.stream().filter(o -> o.plan().isPresent()).forEach(o -> {
            RepetitionPlan plan = o.plan().orElseThrow();
            out.println("  planned: " + o.label() + " " + o.benchmark() + " on CPUs " + o.cpuSet() + ": "
                    + plan.forks() + " forks, " + plan.iterationsPerFork() + " measured iteration(s) each added,"
                    + " predicted " + Format.percent(plan.predicted()) + "; got " + Format.percent(o.relativeError())
                    + " over " + o.forks() + " forks");
        });
    }

    /** The error the target is judged on: the interval over fork means or JMH's, whichever is wider. */
    private static double error(Measurement row) {
        return row.samples().relativeHalfWidth();
    }

    private static String seconds(double s) {
        return String.format(Locale.ROOT, "%.1f s", s);
    }

    private static String key(Measurement row) {
        return row.cpuSet() + "\t" + row.label() + "\t" + row.workload() + "\t" + Format.sizes(row.sizes());
    }

}
