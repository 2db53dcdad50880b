package ringside.kotlin.plain

import io.ktor.http.ContentType
import io.ktor.http.content.TextContent
import io.ktor.server.cio.CIO
import io.ktor.server.engine.embeddedServer
import io.ktor.server.response.respond
import io.ktor.server.routing.get
import io.ktor.server.routing.routing
import kotlin.system.exitProcess
import kotlinx.coroutines.runBlocking

/**
 * The plaintext test as TechEmpower's `ktor-cio` entry (frameworks/Kotlin/ktor/ktor) writes it, with no Ringside
 * code: Ktor on its CIO engine, the routing DSL with `get("/plaintext") { call.respond(...) }`, the response one
 * `TextContent("Hello, World!", ContentType.Text.Plain)` made once; the engine's own defaults otherwise (the entry's
 * application.conf sets only the port and Netty's shareWorkGroup, which CIO has no setting for).
 *
 * Where it differs: it starts with `embeddedServer(CIO)` on loopback at a free port, not `EngineMain` reading
 * application.conf; it serves only /plaintext; it leaves out the entry's `install(DefaultHeaders)` (Date and Server
 * on each response), whose artifact is not served to this build. CIO runs on Dispatchers.IO, which shares
 * Dispatchers.Default's threads: the entry leaves their number at the cores, here it is parallelism. The entry's JVM
 * flags (ParallelGC, AlwaysPreTouch, NUMA) are left to the run's fork flags, as on Ringside's side.
 *
 * Arguments: parallelism. Prints `listening on 127.0.0.1:<port>` once it accepts connections, then serves until
 * killed.
 */
fun main(args: Array<String>) {
    if (args.size != 1) {
        System.err.println("usage: KtorPlaintextKt <parallelism>")
        exitProcess(2)
    }
    val parallelism = args[0].toIntOrNull()?.takeIf { it >= 1 } ?: run {
        System.err.println("parallelism: '${args[0]}' is not accepted; expected an integer >= 1")
        exitProcess(2)
    }
    // read once per JVM, when the scheduler starts; a fork's flags set it first
    if (System.getProperty("kotlinx.coroutines.scheduler.core.pool.size") == null) {
        System.setProperty("kotlinx.coroutines.scheduler.core.pool.size", parallelism.toString())
    }
    val helloWorld = TextContent("Hello, World!", ContentType.Text.Plain)
    val server = embeddedServer(CIO, port = 0, host = "127.0.0.1") {
        routing {
            get("/plaintext") {
                call.respond(helloWorld)
            }
        }
    }.start(wait = false)
    // start returns once the socket is bound; the resolved connector names the port the system chose
    val port = runBlocking { server.engine.resolvedConnectors().single().port }
    println("listening on 127.0.0.1:$port")
    System.out.flush()
    Thread.currentThread().join() // serves until the process is killed
}
