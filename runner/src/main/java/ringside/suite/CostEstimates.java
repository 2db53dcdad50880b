package ringside.suite;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import ringside.launcher.BenchmarkCost;
import ringside.launcher.BenchmarkSizes;
import ringside.output.OutputLayout;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/**
 * What a benchmark will take: the cost an earlier run on this machine recorded for it (the newest), else an estimate
 * from its sizes ({@link SizeEstimate}). Earlier runs are the result folders beside this run's (costs.tsv) whose
 * env.json names the same CPU model, logical CPUs and JDK major; this run's own costs count as the newest.
 */
final class CostEstimates {
    /** An estimate in seconds, and whether it came from the sizes (no earlier run recorded the benchmark). */
    record Estimate(double seconds, boolean fromSizes) {
    }

    private final List<BenchmarkCost> newestFirst;

    CostEstimates(List<BenchmarkCost> newestFirst) {
        this.newestFirst = List.copyOf(newestFirst);
    }

    /** The costs of the runs beside outDir (outDir's own included) made on the machine and JDK of outDir's env.json. */
    static CostEstimates beside(Path outDir) throws IOException {
        Path here = outDir.toAbsolutePath().normalize();
        Optional<Machine> machine = Machine.of(new OutputLayout(here).env());
        if (machine.isEmpty() || here.getParent() == null) {
            return new CostEstimates(List.of());
        }
        List<Path> runs;
        try (Stream<Path> siblings = Files.list(here.getParent())) {
            runs = siblings.filter(run -> Files.isRegularFile(new OutputLayout(run).costs())).toList();
        }
        List<Run> same = new ArrayList<>();
        for (Path run : runs) {
            Machine.of(new OutputLayout(run).env()).filter(m -> m.sameAs(machine.get()))
                    .ifPresent(m -> same.add(new Run(m.started(), run)));
        }
        List<BenchmarkCost> costs = new ArrayList<>();
        for (Run run : same.stream().sorted(Comparator.comparing(Run::started).reversed()).toList()) {
            costs.addAll(BenchmarkCost.read(new OutputLayout(run.folder()).costs()).reversed()); // its latest first
        }
        return new CostEstimates(costs);
    }

    /** Every fork of every benchmark of the workload (each stack depth, each rate) in a module run of {@code p}. */
    Estimate ofWorkload(String cpuSet, String framework, String variant, Workload workload, Parameters p) {
        return find(cpuSet, framework, variant, workload, p)
                .map(c -> new Estimate(p.integer(Parameter.forks) * BenchmarkSizes.count(workload, p)
                        * c.perBenchmarkFork(BenchmarkCost.iterationSeconds(workload, p)), false))
                .orElseGet(() -> new Estimate(SizeEstimate.ofWorkload(workload, p), true));
    }

    /**
     * One fork of one benchmark, run with {@code fork} (one stack depth) in a run of {@code run}: its own recorded cost,
     * else that of the run's benchmarks of the workload, else from the sizes.
     */
    Estimate oneFork(String cpuSet, String framework, String variant, Workload workload, Parameters fork,
            Parameters run) {
        double iterations = BenchmarkCost.iterationSeconds(workload, fork);
        return find(cpuSet, framework, variant, workload, fork).or(() -> find(cpuSet, framework, variant, workload, run))
                .map(c -> new Estimate(c.perBenchmarkFork(iterations), false))
                .orElseGet(() -> new Estimate(SizeEstimate.perBenchmarkFork(workload, fork), true));
    }

    private Optional<BenchmarkCost> find(String cpuSet, String framework, String variant, Workload workload,
            Parameters p) {
        String sizes = BenchmarkSizes.of(workload, p);
        return newestFirst.stream().filter(c -> c.cpuSet().equals(cpuSet) && c.framework().equals(framework)
                && c.variant().equals(variant) && c.workload().equals(workload.publicName())
                && c.sizes().equals(sizes)).findFirst();
    }

    private record Run(String started, Path folder) {
    }

    /** What makes costs comparable: the CPU model, the logical CPUs and the JDK's major version (from env.json). */
    record Machine(String cpuModel, String logicalCpus, int jdkMajor, String started) {
        boolean sameAs(Machine other) {
            return cpuModel.equals(other.cpuModel) && logicalCpus.equals(other.logicalCpus)
                    && jdkMajor == other.jdkMajor;
        }

        /** The machine env.json recorded; empty when it is missing or unreadable (such a run is not used). */
        static Optional<Machine> of(Path envJson) {
            try {
                JsonObject env = JsonParser.parseString(Files.readString(envJson)).getAsJsonObject();
                JsonObject machine = env.getAsJsonObject("machine");
                return Optional.of(new Machine(machine.get("cpuModel").getAsString(),
                        machine.get("logicalCpus").getAsString(),
                        Runtime.Version.parse(env.getAsJsonObject("jdk").get("version").getAsString()).feature(),
                        env.get("started").getAsString()));
            } catch (IOException | RuntimeException e) {
                return Optional.empty();
            }
        }
    }
}
