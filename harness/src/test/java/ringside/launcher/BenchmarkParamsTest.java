package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.runner.options.Options;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/**
 * Every JMH {@code @Param} of every benchmark (read by reflection from the benchmark classes and the states they
 * use) is a parameter of the registry, or one value of a list parameter, or the module's own identity, and its default
 * is the registry's; and the launcher gives every one of them its value, so no fork runs on a default of its own.
 */
class BenchmarkParamsTest {
    /** Set by the launcher from the module it runs, not parameters of the run. */
    private static final Set<String> IDENTITY = Set.of("framework", "variant", "cpuSet");

    /** Every @Param of the workload's benchmark, by name, with its default. */
    private static Map<String, String> params(Workload workload) {
        Map<String, String> params = new LinkedHashMap<>();
        collect(ModuleRun.benchmarkOf(workload), params);
        return params;
    }

    private static void collect(Class<?> state, Map<String, String> params) {
        for (Field field : state.getFields()) {
            Param param = field.getAnnotation(Param.class);
            if (param != null) {
                assertEquals(1, param.value().length, state.getSimpleName() + "." + field.getName()
                        + ": one default, the registry's");
                params.put(field.getName(), param.value()[0]);
            }
        }
        for (Method method : state.getMethods()) { // the states its benchmarks and set-ups take
            if (method.isAnnotationPresent(Benchmark.class) || method.isAnnotationPresent(Setup.class)) {
                Stream.of(method.getParameterTypes()).filter(t -> t != state).forEach(t -> collect(t, params));
            }
        }
    }

    @Test
    void everyParamDefaultIsTheRegistrys() {
        int checked = 0;
        for (Workload workload : Workload.values()) {
            for (Map.Entry<String, String> param : params(workload).entrySet()) {
                String name = param.getKey();
                String where = ModuleRun.benchmarkOf(workload).getSimpleName() + " @Param " + name;
                Parameter parameter = Stream.of(Parameter.values())
                        .filter(p -> p.name().equals(name) || name.equals(p.eachAs())).findFirst().orElse(null);
                if (parameter == null) {
                    assertTrue(IDENTITY.contains(name), where + " is not in the registry (ringside.parameters"
                            + ".Parameter)");
                    continue;
                }
                assertEquals(Parameter.Scope.FORK, parameter.scope(), where + ": a fork's input has the fork scope");
                String registry = parameter.defaultValue(false);
                if (registry.isEmpty()) {
                    continue; // resolved per run (parallelism, remoteCpuList): the launcher always sets it, below
                }
                String expected = name.equals(parameter.eachAs()) ? registry.split(",")[0] : registry;
                assertEquals(expected, param.getValue(), where + " should default to the registry's " + parameter
                        + (name.equals(parameter.eachAs()) ? " (its first value)" : ""));
                checked++;
            }
        }
        assertTrue(checked >= Parameter.SIZES.size(), "the sizes at least: " + checked);
    }

    @Test
    void theLauncherSetsEveryParamOfEveryBenchmark() {
        Parameters p = Parameters.resolve(Map.of("quick", "1", "remoteCpuList", "1")::get);
        ModuleRun run = new ModuleRun(p, "loom", List.of("threads"), List.of(), JmhArgs.parse(""),
                Path.of("unused.json"));
        for (Workload workload : Workload.values()) {
            Options options = run.options("threads", workload);
            for (String name : params(workload).keySet()) {
                if (options.getParameter(name).orElse(List.of()).isEmpty()) {
                    fail(ModuleRun.benchmarkOf(workload).getSimpleName() + " @Param " + name + " is not set by the"
                            + " launcher: the fork would run on its placeholder");
                }
            }
        }
        assertFalse(params(Workload.REMOTE).isEmpty());
    }
}
