package ringside.kotlin

import org.junit.jupiter.api.Assumptions.assumeTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.TestInfo
import ringside.tck.FrameworkTck

/** Runs the TCK on both channel kinds. */
class KotlinTckTest : FrameworkTck("kotlin") {

    /**
     * Ktor's cases need kotlinx.coroutines' scheduler uncapped, and a JVM fixes its cap once. The module's surefire
     * execution tck-http runs them in such a JVM; a JVM capped at p for the channel cases (the other executions, or
     * `-Dtest=KotlinTckTest`, which reaches the default one) skips them, saying where they run.
     */
    @BeforeEach
    fun httpCasesRunWhereTheSchedulerIsUncapped(info: TestInfo) {
        val case = info.testMethod.map { it.name }.orElse("")
        if (case.startsWith("http") || case.endsWith("OverHttp")) {
            val refusal = DefaultDispatcherSize.blockingIoRefusal()
            assumeTrue(refusal == null) { "$case runs in surefire execution tck-http: $refusal" }
        }
    }
}
