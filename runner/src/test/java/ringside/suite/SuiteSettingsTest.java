package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;

class SuiteSettingsTest {
    private static final List<String> HERE = List.of("loom", "akka", "kilim");
    private static final LocalDateTime NOW = LocalDateTime.of(2026, 11, 30, 14, 5, 9);

    private static SuiteSettings with(Map<String, String> env) {
        return SuiteSettings.resolve(env, HERE, "0-3", NOW);
    }

    private static String refusal(Map<String, String> env) {
        return assertThrows(ParameterException.class, () -> with(env)).getMessage();
    }

    @Test
    void defaultsRunEveryModuleOnAllCpusIntoANewFolder() {
        SuiteSettings s = with(Map.of());
        assertEquals("0-3", s.cpuSetsText());
        assertEquals(4, s.cpuSets().get(0).size());
        assertEquals(HERE, s.frameworks());
        assertEquals(Integer.parseInt(Parameter.moduleTimeout.defaultValue(false)), s.moduleTimeout());
        assertEquals(Path.of("results", "20261130-140509"), s.outDir());
        assertEquals("runner,loom-impl,akka-impl,kilim-impl", s.modulesToBuild());
        assertEquals(Integer.parseInt(Parameter.moduleTimeout.defaultValue(true)), with(Map.of("quick", "1")).moduleTimeout());
        assertEquals(5, with(Map.of("quick", "1", "moduleTimeout", "5")).moduleTimeout());
    }

    /** benchmark.sh builds the modules; a reference's launcher (in the runner) builds its program itself. */
    @Test
    void referencesAreSelectedByNameAndNotBuiltByMaven() {
        SuiteSettings s = SuiteSettings.resolve(Map.of("frameworks", "go,loom,cpp"),
                List.of("loom", "akka", "go", "erlang", "cpp"), "0-3", NOW);
        assertEquals(List.of("go", "loom", "cpp"), s.frameworks());
        assertEquals("runner,loom-impl", s.modulesToBuild());
    }

    @Test
    void aSweepRunsItsSetsInOrderEachSpelledOnce() {
        SuiteSettings s = with(Map.of("cpuSweep", " 0  1,0 0-3 "));
        assertEquals("0 0-1 0-3", s.cpuSetsText());
        assertTrue(refusal(Map.of("cpuSweep", "1,0 0-1")).startsWith("cpuSweep: CPU set '0-1' is listed twice;"
                + " expected "));
        assertEquals("cpuList: CPU 4 does not exist or is not available here (available: 0-3)",
                refusal(Map.of("cpuList", "2-5")));
    }

    @Test
    void frameworksAreTheCheckoutsModulesInTheOrderAsked() {
        assertEquals(List.of("kilim", "loom"), with(Map.of("frameworks", " kilim, loom,kilim")).frameworks());
        assertEquals("frameworks: unknown framework 'quasar'; accepted: loom, akka, kilim (the framework modules"
                + " and references in this checkout)", refusal(Map.of("frameworks", "loom,quasar")));
        assertTrue(refusal(Map.of("frameworks", " , ")).startsWith("frameworks: ',' is not accepted: it has an empty"
                + " element; expected "), refusal(Map.of("frameworks", " , ")));
    }

    @Test
    void moduleTimeoutIsWholeSecondsAndParallelismIsTheSuites() {
        assertEquals("moduleTimeout: 0 is not accepted; expected an integer >= 1",
                refusal(Map.of("moduleTimeout", "0")));
        assertEquals("moduleTimeout: '99999999999' is not accepted; expected an integer >= 1",
                refusal(Map.of("moduleTimeout", "99999999999")));
        assertEquals("parallelism: not accepted: benchmark.sh sets it to the number of CPUs in each CPU set; choose"
                + " cpuList or cpuSweep instead (unset parallelism)", refusal(Map.of("parallelism", "2")));
        assertEquals("forks: 0 is not accepted; expected an integer >= 1", refusal(Map.of("forks", "0")));
    }

    /** With remote, the client's default set is the first half of the CPUs and the server gets the rest. */
    @Test
    void remoteSplitsTheCpusBetweenClientAndServer() {
        SuiteSettings s = with(Map.of("benchmarks", "remote"));
        assertEquals("0-1", s.cpuSetsText());
        assertEquals("2-3", s.remoteCpus().get(s.cpuSets().get(0)).toString());
        SuiteSettings sweep = with(Map.of("benchmarks", "ring,remote", "cpuSweep", "0 0-1"));
        assertEquals("1-3", sweep.remoteCpus().get(sweep.cpuSets().get(0)).toString());
        assertEquals("2-3", sweep.remoteCpus().get(sweep.cpuSets().get(1)).toString());
        assertEquals(Map.of(), with(Map.of()).remoteCpus(), "no remote, no server CPUs");
        assertEquals("remoteCpuList: 1-2 shares CPU 1 with the client's CPUs 0-1 (cpuList); expected CPUs the client"
                + " does not run on", refusal(Map.of("benchmarks", "remote", "remoteCpuList", "1-2")));
        assertEquals("remoteCpuList: no CPU is left for the server JVM: the client runs on CPUs 0-3, which are all of"
                + " them (0-3); give the client part of them (cpuList=0) and the server the rest, or set"
                + " remoteCpuList", refusal(Map.of("benchmarks", "remote", "cpuList", "0-3")));
    }

    /**
     * With httpThroughput, the server's default set is the first half of the CPUs and the load generator gets the
     * rest; a given loadCpuList that overlaps is refused before any work, and a set with none left runs without it.
     */
    @Test
    void httpThroughputSplitsTheCpusBetweenServerAndLoadGenerator() {
        SuiteSettings s = with(Map.of("benchmarks", "httpThroughput"));
        assertEquals("0-1", s.cpuSetsText());
        assertEquals("2-3", s.loadCpus().get(s.cpuSets().get(0)).toString());
        assertEquals("3", with(Map.of("benchmarks", "httpThroughput", "cpuList", "0", "loadCpuList", "3")).loadCpus()
                .values().iterator().next().toString());
        assertEquals(Map.of(), with(Map.of("benchmarks", "httpPingPong")).loadCpus(), "no generator for ping-pong");
        assertEquals("loadCpuList: 0-1 shares CPU 0 with the server's CPUs 0 (cpuList); expected CPUs the server does"
                + " not run on", refusal(Map.of("benchmarks", "httpThroughput", "cpuList", "0", "loadCpuList", "0-1")));
        SuiteSettings full = with(Map.of("benchmarks", "httpThroughput", "cpuSweep", "0 0-3"));
        assertEquals("1-3", full.loadCpus().get(full.cpuSets().get(0)).toString());
        assertEquals(null, full.loadCpus().get(full.cpuSets().get(1)), "none left beside 0-3: not run there");
    }
}
