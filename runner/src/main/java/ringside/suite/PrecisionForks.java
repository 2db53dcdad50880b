package ringside.suite;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import ringside.launcher.Progress;
import ringside.output.OutputLayout;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.parameters.ProfileMode;
import ringside.report.Measurement;
import ringside.report.ModuleStatus;
import ringside.report.PrecisionOutcome;
import ringside.report.StoredResults;
import ringside.statistics.Precision;

/**
 * The suite's side of the precision round ({@link PrecisionRound}): each fork it adds is a module run of its own
 * ({@code <module run>.precision-<k>}) narrowed to the row's benchmark, estimated from the costs recorded so far.
 */
final class PrecisionForks {
    private final SuiteSettings settings;
    private final ModuleRunner modules;
    private final TimeBudget budget;
    private final PrintStream out;
    private final Path outDir;
    private final OutputLayout layout;
    private int failures; // added forks that failed
    private CostEstimates costs; // read again after each fork

    PrecisionForks(SuiteSettings settings, ModuleRunner modules, TimeBudget budget, PrintStream out) {
        this.settings = settings;
        this.modules = modules;
        this.budget = budget;
        this.out = out;
        this.outDir = settings.outDir();
        this.layout = new OutputLayout(outDir);
    }

    /** The forks that failed (a wrong result, a crash), each recorded in status.tsv. */
    int failures() {
        return failures;
    }

    /**
     * The precision round ({@link PrecisionRound}) over the run's timed rows, its outcome written to precision.tsv;
     * null, or the status of the fork an interrupt stopped.
     */
    ModuleStatus run() throws IOException, InterruptedException {
        ModuleStatus[] stopped = new ModuleStatus[1];
        costs = CostEstimates.beside(outDir); // this run's own costs are the newest
        long earlier; // forks added before an interrupt, in the run resumed: the round goes on from them
        try (Stream<Path> plans = Files.list(layout.plans())) {
            earlier = plans.filter(f -> f.getFileName().toString().contains(OutputLayout.PRECISION_FORK)).count();
        }
        PrecisionRound.Forks forks = (row, k, iterations) -> {
            ModuleStatus status = runFork(row, (int) earlier + k, iterations);
            try {
                costs = CostEstimates.beside(outDir); // with the fork's own cost
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the costs beside " + outDir, e);
            }
            if (status.status().equals(Resume.INTERRUPTED)) {
                stopped[0] = status;
            } else if (!status.ok()) { // a wrong result or a crash counts as in any module run
                modules.record(status);
                failures++;
            }
            return status;
        };
        PrecisionRound.Costs costs = new PrecisionRound.Costs() {
            @Override
            public double forkSeconds(Measurement row, int iterations) {
                return PrecisionForks.this.forkSeconds(row, iterations);
            }

            @Override
            public double iterationSeconds(Measurement row) { // JMH ends an iteration after its time, at an op's end
                return Math.max(settings.parameters().integer(Parameter.iterationTime) / 1000.0,
                        row.scoreNanos() / 1e9);
            }
        };
        PrecisionRound round = new PrecisionRound(new Precision(settings.parameters().precision().getAsDouble()),
                settings.parameters().text(Parameter.precision), budget, new RoundBudget(settings.parameters()),
                () -> StoredResults.timed(outDir), costs, forks, out);
        List<PrecisionOutcome> outcomes = round.run();
        StringBuilder tsv = new StringBuilder();
        outcomes.forEach(o -> tsv.append(o.toTsvLine()));
        Files.writeString(layout.precision(), tsv.toString());
        return stopped[0];
    }

    /**
     * One more fork of exactly that row's benchmark: its module on its CPU set, that variant, workload and depth, with
     * the measured iterations its plan chose.
     */
    private ModuleStatus runFork(Measurement row, int k, int iterations) throws InterruptedException {
        CpuSet cpus = cpuSetOf(row);
        String name = OutputLayout.precisionFork(OutputLayout.moduleRun(row.framework(), row.cpuSet()), k);
        Parameters parameters = forkParameters(row, cpus, iterations);
        double seconds = forkSeconds(row, iterations);
        // no deadline for its launcher: the round started it because it fits, and the budget's end stops it anyway
        return modules.run(row.framework(), cpus, name, parameters, new Progress(0, 1, System.currentTimeMillis(), 0,
                seconds, List.of(seconds), 0), new PrintStream(OutputStream.nullOutputStream()));
    }

    /** The run's parameters narrowed to one fork of the row's benchmark, of that many measured iterations. */
    private Parameters forkParameters(Measurement row, CpuSet cpus, int iterations) {
        return settings.parameters()
                .with(Parameter.profile, ProfileMode.none.name()) // a scored fork: the profiled round comes last
                .with(Parameter.variants, row.variant())
                .with(Parameter.benchmarks, row.workload().publicName())
                .with(Parameter.stackDepth, Integer.toString(row.stackDepth()))
                .with(Parameter.forks, "1")
                .with(Parameter.iterations, Integer.toString(iterations))
                .with(Parameter.parallelism, Integer.toString(cpus.size()));
    }

    /**
     * The estimated seconds of one more fork of the row, of that many measured iterations: as this run (or an earlier
     * one) recorded its fork, with its iterations as many as asked.
     */
    private double forkSeconds(Measurement row, int iterations) {
        CpuSet cpus = cpuSetOf(row);
        return costs.oneFork(row.cpuSet(), row.framework(), row.variant(), row.workload(),
                forkParameters(row, cpus, iterations), settings.parameters().with(Parameter.parallelism,
                        Integer.toString(cpus.size()))).seconds();
    }

    /** The run's CPU set a row was measured on (its launcher recorded the same list). */
    private CpuSet cpuSetOf(Measurement row) {
        return settings.cpuSets().stream().filter(set -> set.toString().equals(row.cpuSet())).findFirst()
                .orElseThrow(() -> new IllegalStateException("a row on CPUs " + row.cpuSet()
                        + ", which are not among the run's: " + settings.cpuSetsText()));
    }
}
