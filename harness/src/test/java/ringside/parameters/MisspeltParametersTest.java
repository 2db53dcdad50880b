package ringside.parameters;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MisspeltParametersTest {

    private static void resembles(String parameter, String name) {
        assertEquals(Optional.of(parameter), MisspeltParameters.resembled(name), name);
    }

    private static void resemblesNothing(String name) {
        assertEquals(Optional.empty(), MisspeltParameters.resembled(name), name);
    }

    @Test
    void acceptsEveryParameterByItsExactName() {
        MisspeltParameters.names().forEach(MisspeltParametersTest::resemblesNothing);
    }

    @Test
    void refusesANameThatDiffersOnlyInCase() {
        resembles("pingPongCount", "pingpongCount");
        resembles("ringSize", "ringsize");
        resembles("workerCount", "workercount");
        resembles("cpuList", "cpulist");
        resembles("quick", "QUICK"); // ALL_CAPS is compared ignoring case
        resembles("heap", "Heap");
        resembles("outDir", "OUTDIR");
    }

    /** One edit for names up to 7 characters, two for longer ones; a swap of neighbours is one edit. */
    @Test
    void refusesANameALetterOrTwoOff() {
        resembles("forks", "fork");
        resembles("forks", "froks");
        resembles("iterations", "iteration");
        resembles("pingPongCount", "pingPongCont");
        resembles("pingPongCount", "pingpngCont");
        resembles("ringSize", "ringSz");
        resembles("spawnLeaves", "spawnLeafs");
        resembles("latencyRates", "latencyRate");
        resembles("benchmarks", "benchmark");
        resembles("frameworks", "framework");
        resembles("moduleTimeout", "moduleTimout");
        resembles("remotePayload", "remotePayloads");
        resembles("heap", "heapp");
    }

    @Test
    void acceptsANameFurtherOff() {
        resemblesNothing("forkss2"); // two edits from a 5-character name
        resemblesNothing("ringSiz123"); // three from an 8-character one
        resemblesNothing("pingPong");
        resemblesNothing("quiet");
    }

    /** The environment of a shell, of Maven and of CI is not mistaken for a parameter. */
    @Test
    void leavesTheUsualEnvironmentAlone() {
        for (String name : List.of("PATH", "HOME", "USER", "TERM", "LANG", "PWD", "OLDPWD", "SHELL", "SHLVL",
                "HOSTNAME", "LOGNAME", "MAIL", "EDITOR", "PAGER", "DISPLAY", "TMPDIR", "TZ", "LC_ALL", "LC_CTYPE",
                "JAVA_HOME", "JDK_JAVA_OPTIONS", "JAVA_TOOL_OPTIONS", "MAVEN_OPTS", "MAVEN_HOME", "CI",
                "GITHUB_ACTIONS", "GITHUB_WORKSPACE", "RUNNER_OS", "XDG_RUNTIME_DIR", "http_proxy", "no_proxy",
                "_", "java.home", "user.dir", "maven.home", "line.separator", "sun.java.command")) {
            resemblesNothing(name);
        }
    }

    /** The test JVM's own system properties (surefire's among them) are not mistaken for parameters. */
    @Test
    void leavesTheJvmsSystemPropertiesAlone() {
        Map<String, String> properties = new HashMap<>();
        System.getProperties().stringPropertyNames().forEach(n -> properties.put(n, System.getProperty(n)));
        assertDoesNotThrow(() -> MisspeltParameters.refuse(properties, "system property", List.of(), "-D%s=%s"));
    }

    /** Of two alike parameters, the closer one is named. */
    @Test
    void namesTheClosestParameter() {
        resembles("remoteHost", "remoteHst");
        resembles("remoteBind", "remoteBnd");
        resembles("remoteRates", "remoteRate");
        resembles("remotePort", "remotePorts");
    }

    @Test
    void refusalNamesTheVariableTheParameterAndHowToPassIt() {
        ParameterException e = assertThrows(ParameterException.class, () -> MisspeltParameters.refuse(
                Map.of("PATH", "/bin", "pingpongCount", "100"), "env var", List.of(), "%s=%s ./benchmark.sh"));
        assertEquals("pingPongCount: the env var pingpongCount is not a parameter but nearly names pingPongCount"
                + " (names are case-sensitive); pass pingPongCount=100 ./benchmark.sh instead (a misspelt name is"
                + " not read, and the run would use the default)", e.getMessage());
    }

    @Test
    void otherNamesReadExactlyAreAccepted() {
        assertDoesNotThrow(() -> MisspeltParameters.refuse(Map.of("ringSizes", "1"), "env var",
                List.of("ringSizes"), "%s=%s"));
        assertThrows(ParameterException.class, () -> MisspeltParameters.refuse(Map.of("ringSizes", "1"), "env var",
                List.of(), "%s=%s"));
    }

    @Test
    void distanceCountsEdits() {
        assertEquals(0, MisspeltParameters.distance("forks", "forks"));
        assertEquals(1, MisspeltParameters.distance("forks", "fork"));
        assertEquals(1, MisspeltParameters.distance("forks", "froks"));
        assertEquals(1, MisspeltParameters.distance("forks", "forms"));
        assertEquals(2, MisspeltParameters.distance("forks", "fxrkz"));
        assertEquals(5, MisspeltParameters.distance("", "forks"));
    }
}
