package ringside.suite;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.stream.Collectors;
import ringside.launcher.Progress;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/**
 * What a run will do, before it starts: every benchmark (a variant's workload, with all its stack depths or rates,
 * on a CPU set) in the order the modules run them, each with its estimated duration; printed first, and the source of
 * the estimates the progress lines and the time budget use.
 */
final class RunPlan {
    /** One benchmark as a module run goes through them, and what it should take with all its forks. */
    record Planned(CpuSet cpus, String framework, String variant, Workload workload, CostEstimates.Estimate estimate) {
        String name() {
            return framework + "/" + variant + " " + workload.publicName() + " on CPUs " + cpus;
        }
    }

    /** Benchmarks estimated from the sizes are named one by one up to this many; beyond, counted. */
    private static final int NAMED = 6;

    private final List<Planned> benchmarks;
    private final Parameters parameters;
    /** The benchmarks left out because their variant refuses them; their modules say why. */
    private final int refused;

    RunPlan(List<Planned> benchmarks, Parameters parameters, int refused) {
        this.benchmarks = List.copyOf(benchmarks);
        this.parameters = parameters;
        this.refused = refused;
    }

    /**
     * Per CPU set, per framework, each chosen variant's workloads, in the order the run goes, but those the variant
     * refuses.
     */
    static RunPlan of(List<CpuSet> cpuSets, List<String> frameworks, Map<String, List<String>> chosen, Parameters p,
            CostEstimates costs, Refusals refusals) {
        List<Planned> all = new ArrayList<>();
        int refused = 0;
        for (CpuSet cpus : cpuSets) {
            Parameters pinned = p.with(Parameter.parallelism, Integer.toString(cpus.size()));
            for (String framework : frameworks) {
                for (String variant : chosen.getOrDefault(framework, List.of())) {
                    for (Workload workload : p.workloads()) {
                        if (refusals.refuses(framework, variant, workload)) {
                            refused++;
                        } else {
                            all.add(new Planned(cpus, framework, variant, workload,
                                    costs.ofWorkload(cpus.toString(), framework, variant, workload, pinned)));
                        }
                    }
                }
            }
        }
        return new RunPlan(all, p, refused);
    }

    List<Planned> benchmarks() {
        return benchmarks;
    }

    /** A module run's benchmarks, in the order it runs them. */
    List<Planned> of(CpuSet cpus, String framework) {
        return benchmarks.stream().filter(b -> b.cpus().equals(cpus) && b.framework().equals(framework)).toList();
    }

    /** Estimated seconds of the whole run's benchmarks. */
    double seconds() {
        return sum(benchmarks);
    }

    /**
     * The most the precision round may take after the planned benchmarks, a time budget aside: each timed benchmark
     * given forks up to the round's cap ({@link PrecisionRound#MAX_FORKS_PER_ROW}), each fork at its estimate, and
     * never past its CPU set's share ({@link RoundBudget}).
     */
    double precisionRoundSeconds() {
        int forks = parameters.integer(Parameter.forks);
        int more = Math.max(0, PrecisionRound.MAX_FORKS_PER_ROW - forks);
        double share = new RoundBudget(parameters).eachSeconds();
        Map<CpuSet, Double> perSet = new LinkedHashMap<>();
        benchmarks.stream().filter(b -> b.workload().timed() && forks > 0).forEach(b -> perSet.merge(b.cpus(),
                b.estimate().seconds() / forks * more, Double::sum));
        return perSet.values().stream().mapToDouble(seconds -> Math.min(seconds, share)).sum();
    }

    /** The plan as printed before anything runs. */
    String text(TimeBudget budget, OptionalDouble precision) {
        List<String> lines = new ArrayList<>();
        lines.add("benchmark.sh: the plan: " + benchmarks.size() + " benchmarks, estimated " + duration(seconds())
                + (refused == 0 ? "" : "; " + refused + " more that their variants refuse (by design or at these"
                        + " sizes) are not run, and the run says why"));
        Map<String, List<Planned>> byModule = new LinkedHashMap<>();
        benchmarks.forEach(b -> byModule.computeIfAbsent("CPUs " + b.cpus() + ", " + b.framework(),
                k -> new ArrayList<>()).add(b));
        byModule.forEach((module, planned) -> lines.add("  " + module + ": " + distinct(planned, Planned::variant)
                + " x " + distinct(planned, b -> b.workload().publicName()) + " (" + duration(sum(planned)) + ")"));
        int iterations = parameters.integer(Parameter.warmupIterations) + parameters.integer(Parameter.iterations);
        String depths = parameters.stackDepths().size() > 1 ? "; ring and pingpong at stackDepth "
                + parameters.text(Parameter.stackDepth) : "";
        lines.add("  each: " + parameters.integer(Parameter.forks) + " fork(s) of "
                + parameters.integer(Parameter.warmupIterations) + " warm-up and "
                + parameters.integer(Parameter.iterations) + " measured iterations of "
                + parameters.integer(Parameter.iterationTime) + " ms (" + duration(iterations
                * parameters.integer(Parameter.iterationTime) / 1000.0) + " a fork, its JVM's start aside)" + depths
                + "; footprint, latency, remote and httpThroughput: their own ops" + (parameters.integer(Parameter.forks)
                > 1 ? "; the forks run in rounds, one fork of every benchmark per round" : ""));
        List<Planned> fromSizes = benchmarks.stream().filter(b -> b.estimate().fromSizes()).toList();
        if (fromSizes.isEmpty()) {
            lines.add("  estimates: every benchmark from the cost an earlier run on this machine recorded");
        } else if (fromSizes.size() == benchmarks.size()) {
            lines.add("  estimates: from the sizes (no earlier run on this machine and JDK recorded these benchmarks)");
        } else {
            lines.add("  estimates: " + (benchmarks.size() - fromSizes.size()) + " from earlier runs on this machine, "
                    + fromSizes.size() + " from the sizes: " + (fromSizes.size() <= NAMED
                    ? fromSizes.stream().map(Planned::name).collect(Collectors.joining(", "))
                    : fromSizes.stream().limit(NAMED).map(Planned::name).collect(Collectors.joining(", ")) + ", ..."));
        }
        if (budget.limited()) {
            lines.add("  " + budget.text() + " (" + Progress.format(budget.left()) + " of it for benchmarks, the rest"
                    + " for a module's stop and the report): a benchmark that would not end in time is not run; a"
                    + " module still running when it ends is stopped" + (budget.fits(seconds()) ? ""
                            : "; the estimate is longer: the last benchmarks will not run"));
        }
        RoundBudget share = new RoundBudget(parameters);
        precision.ifPresent(target -> lines.add("  " + Parameter.precision + "=" + parameters.text(Parameter.precision)
                + ": then one fork at a time is added to the timed rows whose error is above "
                + String.format(Locale.ROOT, "%s%%", parameters.text(Parameter.precision)) + ", at most "
                + PrecisionRound.MAX_FORKS_PER_ROW + " forks a row" + (share.limited() ? ", " + share.text()
                        + " on each CPU set" : "") + (budget.limited() ? ", while the time budget lasts" : "")
                + ": up to " + duration(budget.limited() ? Math.min(precisionRoundSeconds(),
                        Math.max(0, budget.left().toMillis() / 1000.0 - seconds())) : precisionRoundSeconds())
                + " more"));
        return String.join("\n", lines) + "\n";
    }

    private static String distinct(List<Planned> planned, java.util.function.Function<Planned, String> part) {
        return planned.stream().map(part).distinct().collect(Collectors.joining(","));
    }

    private static double sum(List<Planned> planned) {
        return planned.stream().mapToDouble(b -> b.estimate().seconds()).sum();
    }

    static String duration(double seconds) {
        return Progress.format(Duration.ofMillis(Math.round(seconds * 1000)));
    }
}
