package ringside.launcher;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.EnumSet;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/**
 * What a workload's benchmarks measure in a run, as the costs a run records name them and later runs look them up:
 * the parameters its JMH class declares ({@code @Param} fields, its states' too) that say what is measured, not who
 * runs it or how. A list parameter (stackDepth, latencyRates) counts with its whole list: one benchmark per value.
 */
public final class BenchmarkSizes {
    /** Declared by benchmarks, but they say who runs and how, not what is measured. */
    private static final Set<Parameter> NOT_SIZES = EnumSet.of(Parameter.parallelism, Parameter.opTimeout,
            Parameter.pacer, Parameter.remoteCpuList, Parameter.remoteHost, Parameter.remotePort,
            Parameter.loadCpuList);

    private BenchmarkSizes() {
    }

    /** "ringSize=1000000 stackDepth=0,64 workerCount=503": the workload's sizes in these parameters, by name. */
    public static String of(Workload workload, Parameters p) {
        return declared(workload).stream().map(s -> s + "=" + p.text(s)).sorted().collect(Collectors.joining(" "));
    }

    /** How many benchmarks JMH makes of the workload: one per value of each list parameter it declares. */
    public static int count(Workload workload, Parameters p) {
        return declared(workload).stream().filter(s -> s.eachAs() != null).mapToInt(s -> p.list(s).size())
                .reduce(1, (a, b) -> a * b);
    }

    private static Set<Parameter> declared(Workload workload) {
        Set<String> names = new TreeSet<>();
        collect(ModuleRun.benchmarkOf(workload), names);
        return Stream.of(Parameter.values())
                .filter(s -> s.scope() == Parameter.Scope.FORK && !NOT_SIZES.contains(s))
                .filter(s -> names.contains(s.eachAs() != null ? s.eachAs() : s.name()))
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Parameter.class)));
    }

    /** The @Param names of a benchmark class and of the states its benchmarks and set-ups take. */
    private static void collect(Class<?> state, Set<String> names) {
        for (Field field : state.getFields()) {
            if (field.isAnnotationPresent(Param.class)) {
                names.add(field.getName());
            }
        }
        for (Method method : state.getMethods()) {
            if (method.isAnnotationPresent(Benchmark.class) || method.isAnnotationPresent(Setup.class)) {
                Stream.of(method.getParameterTypes()).filter(t -> t != state).forEach(t -> collect(t, names));
            }
        }
    }
}
