package ringside.sidebyside;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;
import ringside.parameters.Parameters;
import ringside.parameters.SeparateCpus;
import ringside.suite.Checkout;
import ringside.suite.SuiteSettings;

/**
 * A side-by-side run's parameters, checked before any work: the suite's (one CPU set, outDir, the sizes, heap,
 * opTimeout), the rows that frameworks, benchmarks, variants and stackDepth select, and the JVMs per side.
 *
 * @param loadCpus the load generator's CPUs when a server row is selected, resolved as the suite resolves them for
 *     httpThroughput (loadCpuList, by default the CPUs outside cpuList; never one of cpuList's)
 */
record SideBySideSettings(SuiteSettings suite, CpuSet cpus, List<Row> rows, int jvms, Optional<CpuSet> loadCpus) {
    /** Beyond its warm-up, measured window and one op's timeout, what a JVM may take to start and stop. */
    static final Duration START_AND_STOP = Duration.ofSeconds(120);

    static SideBySideSettings resolve(Map<String, String> env, List<String> frameworksHere, String allowedCpus,
            LocalDateTime now) {
        SuiteSettings suite = SuiteSettings.resolve(env, frameworksHere, allowedCpus, now);
        if (suite.cpuSets().size() != 1) {
            throw new ParameterException("cpuSweep: side-by-side runs both sides of every row on one CPU set; set"
                    + " cpuList instead (for example cpuList=0)");
        }
        Parameters p = suite.parameters();
        List<Row> rows = Rows.select(suite.frameworks(), p.workloads(), p.list(Parameter.variants),
                p.stackDepths());
        CpuSet cpus = suite.cpuSets().get(0);
        Optional<CpuSet> loadCpus = Optional.empty();
        if (rows.stream().anyMatch(Row::server)) { // the suite refused overlapping CPUs; here none left is refused too
            loadCpus = Optional.of(Optional.ofNullable(suite.loadCpus().get(cpus)).orElseThrow(() ->
                    new ParameterException(SeparateCpus.LOAD_GENERATOR.noneLeft(cpus.toString(), allowedCpus))));
        }
        return new SideBySideSettings(suite, cpus, rows, p.integer(Parameter.sideBySideJvms), loadCpus);
    }

    Parameters parameters() {
        return suite.parameters();
    }

    /** The runs of the selected rows, in the rows' order: a server row's once per connection count. */
    List<RowRun> runs() {
        return rows.stream().flatMap(r -> RowRun.of(r, parameters()).stream()).toList();
    }

    /** The parameters as the run's env.json records them: with the load generator's CPUs as resolved. */
    Parameters recorded() {
        return loadCpus.map(l -> parameters().with(Parameter.loadCpuList, l.toString())).orElse(parameters());
    }

    /** The frameworks of the selected rows, in the rows' order. */
    List<String> frameworks() {
        return rows.stream().map(Row::framework).distinct().toList();
    }

    /** What benchmark.sh builds: the runner and the selected rows' modules, for {@code ./mvnw -pl}. */
    String modulesToBuild() {
        return Stream.concat(Stream.of(Checkout.RUNNER), frameworks().stream().map(Checkout::module))
                .collect(Collectors.joining(","));
    }

    /** How long one JVM may run before it is stopped and its row fails. */
    Duration jvmLimit() {
        Parameters p = parameters();
        return Duration.ofSeconds((long) p.integer(Parameter.sideBySideWarmup) + p.integer(Parameter.sideBySideTime)
                + p.integer(Parameter.opTimeout)).plus(START_AND_STOP);
    }
}
